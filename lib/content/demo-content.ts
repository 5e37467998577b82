// Demo content for a tool-making and grinding company in GIDC Gundlav, Valsad. It seeds an empty
// database and is what a build renders when no database can be reached. Every document here must pass
// its collection's schema (a unit test checks it).
import type { CollectionName } from "@/lib/content/collections";
import { DEFAULT_COMPANY } from "@/lib/site/default-company";
import { DEFAULT_PRIVACY } from "@/lib/site/default-privacy";

export const demoContent: Record<CollectionName, Record<string, Record<string, unknown>>> = {
  project: {
    site: { online: true },
  },
  color: {
    theme: { code: "#1f4e79" },
  },
  social_media: {
    links: {
      facebook: "https://www.facebook.com/precitechtools",
      instagram: "https://www.instagram.com/precitechtools",
      youtube: "https://www.youtube.com/@precitechtools",
    },
  },
  company: {
    // Today's facts (lib/site/default-company.ts), with demo registrations: owners replace them with their own.
    main: {
      ...DEFAULT_COMPANY,
      legal_name: "Precitech Tools & Grinding",
      tagline:
        "Special cutting tools, form tools and precision grinding, made to drawing in GIDC Gundlav, Valsad.",
      gstin: "24AAKFP4123M1Z4",
      udyam: "UDYAM-GJ-25-0012345",
      iec: "AAKFP4123M",
      catalogue_url: "/catalogue/precitech-catalogue.pdf",
    },
  },
  certifications: {
    "iso-9001": {
      name: "ISO 9001:2015",
      issuer: "Western India Certification Services",
      number: "QMS/24/0412",
      valid_until: "2029-03-31",
      file: "/certificates/iso-9001-2015.pdf",
      order: 1,
    },
    "calibration-lab": {
      name: "Calibration of inspection instruments",
      issuer: "Gujarat Precision Calibration Laboratory (NABL accredited)",
      number: "CAL/2026/1187",
      valid_until: "2027-06-30",
      order: 2,
    },
    "zed-bronze": {
      name: "ZED Certification (Bronze)",
      issuer: "Ministry of Micro, Small and Medium Enterprises",
      number: "ZED/GJ/2025/0418",
      valid_until: "2028-09-30",
      order: 3,
    },
  },
  home: {
    main: {
      title: "Precision tools and grinding, made in Valsad",
      subtitle:
        "Special cutting tools, form tools and CNC grinding to micron tolerances for automotive, pump, valve and engineering manufacturers across Gujarat and India.",
      image: "/images/home/hero.svg",
      intro_heading: "A tool room that works like part of your shop floor",
      intro_text:
        "Since 2009 we have designed, made and reground tools for machine shops in Valsad, Vapi, Surat and beyond. We take a drawing, a worn tool or just a component and return a tool that holds size, finishes well and lasts longer, usually within days.",
      stats: [
        { value: "6", label: "precision machines in our tool room" },
        { value: "0.002 mm", label: "grinding tolerance" },
        { value: "120+", label: "customers served" },
        { value: "48 h", label: "typical regrind turnaround" },
      ],
      cta_heading: "Have a drawing or a worn tool?",
      cta_text:
        "Send us the details and our engineers will reply with a solution and a quotation within one working day.",
    },
  },
  about_us: {
    main: {
      heading: "Tool makers and grinders since 2009",
      story: [
        "Precitech Tools & Grinding began as a two-machine regrinding shop in GIDC Gundlav, serving the engineering units of the Valsad industrial belt.",
        "Today we design and manufacture special cutting tools, form tools, punches and dies, and offer cylindrical, surface and CNC tool grinding under one roof, with a quality room that checks every tool before it leaves.",
        "Our customers range from automotive component makers to pump, valve and pharmaceutical machinery builders. Many have worked with us for more than a decade.",
      ],
      image: "/images/about/workshop.svg",
      facility_heading: "Our facility in GIDC Gundlav",
      facility_text:
        "A 6,000 sq. ft. temperature-controlled shop with CNC tool and cutter grinders, cylindrical and surface grinders, wire-cut EDM, a heat-treatment partner next door and a dedicated inspection room.",
      facility_image: "/images/about/facility.svg",
      mission: "To give every machine shop the tool it needs: accurate, durable and on time.",
      vision:
        "To be western India's most trusted partner for special tooling and precision grinding.",
      values: [
        { title: "Accuracy", text: "Every dimension is measured, recorded and traceable." },
        { title: "Speed", text: "Regrinds in 48 hours and special tools in days, not weeks." },
        { title: "Honesty", text: "We tell you when a tool is better reground than replaced." },
      ],
    },
  },
  privacy: {
    // The default notice (lib/site/default-privacy.ts): true of what the site does; owners adapt it to their own practice.
    main: { ...DEFAULT_PRIVACY },
  },
  Products: {
    "carbide-step-drill": {
      product_name: "Carbide Step Drills",
      category: "Carbide cutting tools",
      summary: "Solid carbide step drills that drill and chamfer or counterbore in one pass.",
      description:
        "Made to your component drawing from sub-micron grain carbide, with ground flutes and point geometry for steel, cast iron and aluminium. Optional TiAlN or AlCrN coating and through-coolant holes.",
      image: "/images/products/step-drill.svg",
      specifications: [
        { label: "Diameter range", value: "3 mm to 25 mm" },
        { label: "Material", value: "Sub-micron grain solid carbide" },
        { label: "Tolerance", value: "h7 on drill diameter" },
        { label: "Coating", value: "TiAlN, AlCrN or uncoated" },
      ],
      applications: ["Automotive components", "Hydraulic valve bodies", "Pump housings"],
      datasheet_url: "/datasheets/carbide-step-drill.pdf",
      featured: true,
      order: 1,
    },
    "form-tools": {
      product_name: "Form Tools",
      category: "Form tools",
      summary: "Circular and flat form tools ground to the exact profile of your part.",
      description:
        "HSS and carbide-tipped form tools for CNC and cam-type automats. Profiles are ground on optical profile grinders and checked on a profile projector against a 50x overlay.",
      image: "/images/products/form-tool.svg",
      specifications: [
        { label: "Types", value: "Circular, flat, dovetail" },
        { label: "Material", value: "M2 / M35 HSS, brazed carbide" },
        { label: "Profile accuracy", value: "± 0.01 mm" },
      ],
      applications: ["Turned components", "Fasteners", "Brass fittings"],
      featured: true,
      order: 2,
    },
    reamers: {
      product_name: "Precision Reamers",
      category: "Reamers",
      summary: "Straight and spiral flute reamers for H7 bores and better.",
      description:
        "Machine reamers in HSS and solid carbide, with straight or spiral flutes, for through and blind holes. Special step and combination reamers are made to drawing.",
      image: "/images/products/reamer.svg",
      specifications: [
        { label: "Diameter range", value: "2 mm to 40 mm" },
        { label: "Bore tolerance", value: "H6 / H7" },
        { label: "Material", value: "HSS-Co, solid carbide" },
      ],
      columns: [
        { key: "code", label: "Code" },
        { key: "diameter_mm", label: "Ø mm" },
        { key: "tolerance", label: "Tolerance" },
        { key: "flute_length_mm", label: "Flute length mm" },
        { key: "overall_length_mm", label: "Overall length mm" },
        { key: "flutes", label: "Flutes" },
      ],
      variants: [
        {
          code: "PR-H7-04",
          diameter_mm: 4,
          tolerance: "H7",
          flute_length_mm: 19,
          overall_length_mm: 75,
          flutes: 4,
        },
        {
          code: "PR-H7-06",
          diameter_mm: 6,
          tolerance: "H7",
          flute_length_mm: 26,
          overall_length_mm: 93,
          flutes: 6,
        },
        {
          code: "PR-H7-08",
          diameter_mm: 8,
          tolerance: "H7",
          flute_length_mm: 33,
          overall_length_mm: 117,
          flutes: 6,
        },
        {
          code: "PR-H7-10",
          diameter_mm: 10,
          tolerance: "H7",
          flute_length_mm: 38,
          overall_length_mm: 133,
          flutes: 6,
        },
        {
          code: "PR-H7-12",
          diameter_mm: 12,
          tolerance: "H7",
          flute_length_mm: 44,
          overall_length_mm: 151,
          flutes: 6,
        },
        {
          code: "PR-H7-16",
          diameter_mm: 16,
          tolerance: "H7",
          flute_length_mm: 52,
          overall_length_mm: 175,
          flutes: 8,
        },
      ],
      applications: ["Valve bores", "Gearbox housings", "Dowel holes"],
      featured: true,
      order: 3,
    },
    "punches-dies": {
      product_name: "Punches and Dies",
      category: "Press tools and gauges",
      summary: "Press tool punches, die buttons and bushes ground to size.",
      description:
        "Punches and dies in D2, M2 and carbide for blanking and piercing tools, supplied hardened and ground with mirror-finish lands.",
      image: "/images/products/punch.svg",
      specifications: [
        { label: "Hardness", value: "58 to 62 HRC" },
        { label: "Size tolerance", value: "± 0.002 mm" },
        { label: "Materials", value: "D2, M2, tungsten carbide" },
      ],
      applications: ["Sheet-metal press tools", "Electrical laminations", "Packaging machinery"],
      order: 4,
    },
    "end-mills": {
      product_name: "Special End Mills",
      category: "Carbide cutting tools",
      summary: "Solid carbide end mills with special lengths, corner radii and profiles.",
      description:
        "Ball-nose, corner-radius, tapered and profile end mills for die and mould shops and production milling, made in small batches to your specification.",
      image: "/images/products/end-mill.svg",
      specifications: [
        { label: "Diameter range", value: "1 mm to 20 mm" },
        { label: "Flutes", value: "2, 3, 4 or 6" },
        { label: "Coating", value: "TiAlN, AlTiN, DLC" },
      ],
      applications: ["Die and mould making", "Aerospace brackets", "Medical implants"],
      order: 5,
    },
    "gauges-mandrels": {
      product_name: "Plug Gauges and Mandrels",
      category: "Press tools and gauges",
      summary: "Go / no-go plug gauges, setting masters and grinding mandrels.",
      description:
        "Hardened and lapped plug gauges, setting rings and precision mandrels for inspection and work holding, supplied with a calibration report.",
      image: "/images/products/gauge.svg",
      specifications: [
        { label: "Range", value: "3 mm to 100 mm" },
        { label: "Accuracy", value: "IS 3455 / DIN 2245" },
        { label: "Report", value: "Calibration certificate included" },
      ],
      applications: ["Inspection rooms", "Grinding fixtures", "Assembly lines"],
      order: 6,
    },
  },
  Services: {
    "cnc-tool-grinding": {
      name: "CNC Tool and Cutter Grinding",
      summary: "New tools and regrinds on 5-axis CNC tool grinders.",
      description:
        "Drills, end mills, reamers and special tools are ground from blanks or reground to original geometry on 5-axis CNC tool and cutter grinders, with the geometry checked on a tool measuring machine.",
      image: "/images/services/tool-grinding.svg",
      capabilities: [
        "Tool diameters 1 to 32 mm",
        "Lengths up to 250 mm",
        "Regrind to original geometry",
      ],
      machines: [
        {
          name: "5-axis CNC tool and cutter grinder",
          specification: "Ø 1 to 32 mm, 250 mm length",
        },
        { name: "Tool pre-setting and measuring machine", specification: "Resolution 0.001 mm" },
      ],
      featured: true,
      order: 1,
    },
    "cylindrical-grinding": {
      name: "Cylindrical Grinding",
      summary: "Outside and inside diameter grinding of shafts, pins and bushes.",
      description:
        "Job-work OD and ID grinding of hardened and soft components in batches from one to thousands, with roundness and size recorded for every lot.",
      image: "/images/services/cylindrical.svg",
      capabilities: ["OD up to 300 mm", "Length up to 1000 mm", "Roundness 0.002 mm"],
      machines: [
        { name: "Universal cylindrical grinder", specification: "300 × 1000 mm" },
        { name: "Internal grinder", specification: "Bore 8 to 150 mm" },
      ],
      featured: true,
      order: 2,
    },
    "surface-grinding": {
      name: "Surface Grinding",
      summary: "Flat, parallel and square grinding of plates, blocks and die parts.",
      description:
        "Precision surface grinding of die plates, gauge blocks and machine parts with flatness and parallelism certified on a granite surface plate.",
      image: "/images/services/surface.svg",
      capabilities: ["Table 600 × 300 mm", "Flatness 0.003 mm", "Magnetic and vacuum chucks"],
      machines: [{ name: "Hydraulic surface grinder", specification: "600 × 300 mm table" }],
      featured: true,
      order: 3,
    },
    "wire-cut-edm": {
      name: "Wire-cut EDM",
      summary: "Complex profiles in hardened steel and carbide.",
      description:
        "CNC wire-cut EDM for punches, dies, form tools and prototype parts in hardened steel and carbide, up to 200 mm thick.",
      image: "/images/services/wire-edm.svg",
      capabilities: ["Thickness up to 200 mm", "Accuracy ± 0.005 mm", "Taper cutting ± 15°"],
      machines: [{ name: "CNC wire-cut EDM", specification: "400 × 300 × 200 mm" }],
      order: 4,
    },
  },
  clients: Object.fromEntries(
    [
      ["Atul Auto Components", "Automotive"],
      ["Gujarat Pump Industries", "Pumps"],
      ["Valsad Valves", "Valves"],
      ["Vapi Hydraulics", "Hydraulics"],
      ["Sarigam Forgings", "Forging"],
      ["Daman Pharma Machinery", "Pharmaceutical machinery"],
      ["Surat Textile Engineering", "Textile machinery"],
      ["Umbergaon Electricals", "Electrical equipment"],
    ].map(([name, industry], i) => {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return [slug, { name, industry, logo: `/images/clients/${slug}.svg`, order: i + 1 }];
    }),
  ),
  career_detail: {
    "cnc-tool-grinder-operator": {
      title: "CNC Tool Grinder Operator",
      department: "Production",
      location: "GIDC Gundlav, Valsad, Gujarat",
      employment_type: "Full-time",
      experience: "2 to 5 years",
      qualification: "ITI (Machinist / Grinder) or Diploma in Mechanical Engineering",
      openings: 2,
      description:
        "Set up and run 5-axis CNC tool grinders for new tools and regrinds, and check the geometry you grind.",
      responsibilities: [
        "Load programs and set up wheels and fixtures",
        "Grind and regrind drills, end mills and reamers",
        "Measure tools and record results",
      ],
      requirements: [
        "Experience on CNC tool or cylindrical grinders",
        "Can read engineering drawings",
      ],
      open: true,
      posted_on: "2026-10-01",
      order: 1,
    },
    "quality-inspector": {
      title: "Quality Inspector",
      department: "Quality",
      location: "GIDC Gundlav, Valsad, Gujarat",
      employment_type: "Full-time",
      experience: "1 to 3 years",
      qualification: "Diploma or B.E. in Mechanical Engineering",
      openings: 1,
      description:
        "Inspect tools and ground components in our quality room and keep inspection records.",
      responsibilities: [
        "Measure with micrometers, height gauges and the profile projector",
        "Prepare inspection reports",
        "Calibrate gauges on schedule",
      ],
      requirements: ["Knowledge of GD&T", "Basic computer skills"],
      open: true,
      posted_on: "2026-10-15",
      order: 2,
    },
  },
  quality_control: {
    policy: {
      kind: "policy",
      title: "Our quality policy",
      description:
        "Every tool and every ground part is measured before it leaves us. We record what we measure, calibrate what we measure with, and learn from every rejection.",
      order: 0,
    },
    "step-incoming": {
      kind: "step",
      title: "Incoming material check",
      description:
        "Carbide and steel blanks are checked for grade, hardness and size against the mill certificate.",
      order: 1,
    },
    "step-in-process": {
      kind: "step",
      title: "In-process inspection",
      description:
        "Operators measure critical dimensions at set intervals and record them on the job card.",
      order: 2,
    },
    "step-final": {
      kind: "step",
      title: "Final inspection and report",
      description:
        "The quality room checks geometry, size and finish, and issues an inspection report with the tool.",
      order: 3,
    },
    "equipment-projector": {
      kind: "equipment",
      title: "Profile projector",
      description: "Checks form-tool profiles and tool geometry against drawing overlays.",
      image: "/images/quality/projector.svg",
      specification: "300 mm screen, 10x to 50x magnification",
      order: 4,
    },
    "equipment-tool-measuring": {
      kind: "equipment",
      title: "Tool measuring machine",
      description: "Measures diameters, angles and radii of cutting tools without contact.",
      image: "/images/quality/tool-measuring.svg",
      specification: "Resolution 0.001 mm",
      order: 5,
    },
    "equipment-roughness": {
      kind: "equipment",
      title: "Surface roughness tester",
      description: "Measures Ra and Rz of ground surfaces.",
      image: "/images/quality/roughness.svg",
      specification: "Ra 0.05 to 10 µm",
      order: 6,
    },
    "equipment-hardness": {
      kind: "equipment",
      title: "Rockwell hardness tester",
      description: "Verifies hardness of punches, dies and heat-treated parts.",
      image: "/images/quality/hardness.svg",
      specification: "HRC / HRB scales",
      order: 7,
    },
  },
  our_teams: {
    founder: {
      name: "Rajesh Patel",
      role: "Founder and Managing Director",
      bio: "A tool maker for 25 years, Rajesh founded the company in 2009 after a decade in the tool rooms of Vapi.",
      photo: "/images/team/person-1.svg",
      order: 1,
    },
    production: {
      name: "Meena Desai",
      role: "Head of Production",
      bio: "Plans the shop floor and the CNC grinding cell, and keeps regrinds on their 48-hour promise.",
      photo: "/images/team/person-2.svg",
      order: 2,
    },
    quality: {
      name: "Vikram Naik",
      role: "Quality Manager",
      bio: "Runs the inspection room and the calibration programme.",
      photo: "/images/team/person-3.svg",
      order: 3,
    },
    design: {
      name: "Pooja Shah",
      role: "Tool Design Engineer",
      bio: "Turns component drawings into tool designs and grinding programs.",
      photo: "/images/team/person-4.svg",
      order: 4,
    },
  },
};
