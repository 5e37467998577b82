// Page parts rendered in jsdom: database text with markup stays text, and empty data shows an empty state.
import { render, screen } from "@testing-library/react";
import { OpeningCard } from "@/components/career/opening-card";
import { ProductCards } from "@/components/products/product-card";
import { ServiceCards } from "@/components/technology/service-cards";
import { EmptyState } from "@/components/ui/empty-state";
import {
  jobOpeningSchema,
  productSchema,
  serviceSchema,
  type JobOpening,
  type Product,
} from "@/lib/content/schemas";

// Fixtures go through the real schemas, so they have exactly the shape a database read gives.
const product = ({ id = "p1", ...fields }: Record<string, unknown>): Product => ({
  ...productSchema.parse({ product_name: "Reamer", ...fields }),
  id: String(id),
});

test("a product name with markup is rendered as text, with no element created from it", () => {
  const name = `<img src=x onerror="alert(1)">Drill`;
  const { container } = render(
    <ProductCards
      products={[product({ product_name: name, image: "/images/products/reamer.svg" })]}
    />,
  );
  expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/products/p1");
  expect(container.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByRole("img")).toHaveAttribute("alt", name);
});

test("a product without a picture gets a placeholder, not a broken image", () => {
  const { container } = render(<ProductCards products={[product({ id: "no pic" })]} />);
  expect(container.querySelector("img")).toBeNull();
  expect(screen.getByRole("link", { name: "Reamer" })).toHaveAttribute(
    "href",
    "/products/no%20pic",
  );
});

test("cards that open a page fetch their first picture at once and first; the others, and cards further down, when scrolled to", () => {
  const pictures = (container: HTMLElement) =>
    [...container.querySelectorAll("img")].map((img) => [
      img.getAttribute("loading"),
      img.getAttribute("fetchpriority"),
    ]);
  const products = ["a", "b"].map((id) => product({ id, image: `/images/products/${id}.jpg` }));
  const services = ["a", "b"].map((id) => ({
    ...serviceSchema.parse({ name: id, image: `/images/services/${id}.jpg` }),
    id,
  }));
  const lead = [
    [null, "high"],
    ["lazy", null],
  ];
  const below = [
    ["lazy", null],
    ["lazy", null],
  ];
  expect(pictures(render(<ProductCards products={products} preloadFirst />).container)).toEqual(
    lead,
  );
  expect(pictures(render(<ServiceCards services={services} preloadFirst />).container)).toEqual(
    lead,
  );
  expect(pictures(render(<ProductCards products={products} />).container)).toEqual(below);
  expect(pictures(render(<ServiceCards services={services} />).container)).toEqual(below);
});

test("an opening shows its facts and lists, and links to the form", () => {
  const job: JobOpening = {
    ...jobOpeningSchema.parse({
      title: "Grinder <b>Operator</b>",
      location: "Valsad",
      experience: "2 years",
      responsibilities: ["Run grinders"],
      requirements: ["ITI"],
    }),
    id: "op",
  };
  const { container } = render(
    <ul>
      <OpeningCard job={job} />
    </ul>,
  );
  expect(screen.getByRole("heading", { name: "Grinder <b>Operator</b>" })).toBeInTheDocument();
  expect(container.querySelector("b")).toBeNull();
  expect(screen.getByText("2 years")).toBeInTheDocument();
  expect(screen.getByText("Run grinders")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Apply now: Grinder <b>Operator</b>" })).toHaveAttribute(
    "href",
    "#apply",
  );
});

test("an empty state says what is missing and offers a way forward", () => {
  render(<EmptyState message="Nothing yet." linkLabel="Contact us" href="/contact-us" />);
  expect(screen.getByRole("status")).toHaveTextContent("Nothing yet.");
  expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");
});
