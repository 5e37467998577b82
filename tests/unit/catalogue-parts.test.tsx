// The catalogue's parts in jsdom: the size table (headers, one row per size, the row action's slot), the
// catalogue view (categories with a jump list; filter and search past 12 products; the query's result),
// the header menu's grouping, the footer's list, and the trust strip (only what the owners entered, no expired certificate).
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FooterProducts } from "@/components/layout/footer-products";
import { GroupedLinks } from "@/components/layout/menu-parts";
import { ProductCatalogue } from "@/components/products/product-catalogue";
import { SizeTable } from "@/components/products/size-table";
import { TrustCertificates, TrustRegistrations } from "@/components/quality/trust-strip";
import { productSchema, type Certification, type Product } from "@/lib/content/schemas";
import { defaultCompany } from "@/lib/site/company";
import { productLinks } from "@/lib/site/paths";

const product = (id: string, fields: Record<string, unknown> = {}): Product => ({
  ...productSchema.parse({ product_name: `Tool ${id}`, ...fields }),
  id,
});

const reamer = product("reamer", {
  columns: [
    { key: "code", label: "Code" },
    { key: "diameter_mm", label: "Ø mm" },
    { key: "flutes", label: "Flutes" },
  ],
  variants: [1, 2, 3, 4, 5].map((n) => ({ code: `R-${n}`, diameter_mm: n * 2, flutes: 4 })),
});

test("a product with five sizes shows a five-row table with the labelled columns and the code as row header", () => {
  render(<SizeTable product={reamer} />);
  const table = screen.getByRole("table", { name: "Sizes of Tool reamer" });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent),
  ).toEqual(["Code", "Ø mm", "Flutes"]);
  expect(
    within(table)
      .getAllByRole("rowheader")
      .map((th) => th.textContent),
  ).toEqual(["R-1", "R-2", "R-3", "R-4", "R-5"]);
  expect(within(table).getAllByRole("row")).toHaveLength(6);
  // The box scrolls, not the page, and a keyboard can reach it.
  expect(screen.getByRole("region", { name: "Sizes" })).toHaveAttribute("tabindex", "0");
});

test("a row action gets each row's code in a column of its own", () => {
  render(
    <SizeTable
      product={reamer}
      rowAction={(_row, code) => <button type="button">Add {code}</button>}
    />,
  );
  expect(screen.getAllByRole("columnheader")).toHaveLength(4);
  expect(screen.getByRole("button", { name: "Add R-2" })).toBeInTheDocument();
});

test("a size added above keeps the focus on the same size's button (rows follow their codes, not their places)", () => {
  const action = (_row: unknown, code: string) => <button type="button">Add {code}</button>;
  const { rerender } = render(<SizeTable product={reamer} rowAction={action} />);
  screen.getByRole("button", { name: "Add R-3" }).focus();
  const wider = {
    ...reamer,
    variants: [{ code: "R-0", diameter_mm: 1, flutes: 2 }, ...reamer.variants],
  };
  rerender(<SizeTable product={wider} rowAction={action} />);
  expect(document.activeElement).toHaveAccessibleName("Add R-3");
});

test("a product without sizes has no table", () => {
  const { container } = render(<SizeTable product={product("plain")} />);
  expect(container).toBeEmptyDOMElement();
});

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    product(`p${i}`, { category: ["Reamers", "Form tools", "Special drills"][i % 3] }),
  );

test("the catalogue groups by category with a jump list, and offers filter and search past 12 products", () => {
  const { rerender } = render(<ProductCatalogue value={many(12)} />);
  expect(screen.getByRole("navigation", { name: "Product categories" })).toBeInTheDocument();
  expect(
    within(screen.getByRole("navigation", { name: "Product categories" })).getByRole("link", {
      name: /Reamers/,
    }),
  ).toHaveAttribute("href", "#category-reamers");
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    "Reamers",
    "Form tools",
    "Special drills",
  ]);
  expect(screen.queryByRole("search")).toBeNull();

  rerender(<ProductCatalogue value={many(13)} />);
  const form = screen.getByRole("search");
  expect(form).toHaveAttribute("action", "/products");
  expect(form).toHaveAttribute("method", "get");
  expect(within(form).getByRole("combobox", { name: "Category" })).toHaveValue("");
  expect(
    within(form)
      .getAllByRole("option")
      .map((o) => o.getAttribute("value")),
  ).toEqual(["", "reamers", "form-tools", "special-drills"]);
  expect(within(form).getByRole("searchbox")).toHaveAttribute("name", "q");
});

test("a query shows only what it asks for, says so, and keeps the form filled in", () => {
  render(<ProductCatalogue value={many(15)} query={{ category: "form-tools", q: "tool" }} />);
  expect(screen.getAllByRole("link", { name: /^Tool p/ }).map((a) => a.textContent)).toEqual([
    "Tool p1",
    "Tool p4",
    "Tool p7",
    "Tool p10",
    "Tool p13",
  ]);
  expect(screen.getByText(/5 products in Form tools matching “tool”/)).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("form-tools");
  expect(screen.getByRole("searchbox")).toHaveValue("tool");
});

test("each card's Add to inquiry, and the link that replaces it, names its product for a screen reader; the words shown stay the same", async () => {
  render(<ProductCatalogue value={many(3)} />);
  const adds = await screen.findAllByRole("button", { name: /^Add to inquiry/ });
  expect(adds.map((a) => a.textContent)).toEqual([
    "Add to inquiry: Tool p0",
    "Add to inquiry: Tool p1",
    "Add to inquiry: Tool p2",
  ]);
  expect(adds.map((a) => a.querySelector(".sr-only")?.textContent)).toEqual([
    ": Tool p0",
    ": Tool p1",
    ": Tool p2",
  ]);
  fireEvent.click(adds[1]);
  const listed = await screen.findByRole("link", { name: "In your inquiry: send it (Tool p1)" });
  expect(listed.querySelector(".sr-only")).toHaveTextContent("(Tool p1)");
});

test("the menus group product links by category only when there is more than one", () => {
  const { container, rerender } = render(
    <GroupedLinks products={productLinks(many(4))} look="menu" onNavigate={() => {}} />,
  );
  expect([...container.querySelectorAll(":scope > ul > li > p")].map((p) => p.textContent)).toEqual(
    ["Reamers", "Form tools", "Special drills"],
  );
  rerender(
    <GroupedLinks
      products={productLinks([product("a"), product("b")])}
      look="menu"
      onNavigate={() => {}}
    />,
  );
  expect(container.querySelectorAll("p")).toHaveLength(0);
  expect(screen.getAllByRole("link")).toHaveLength(2);
});

test("the trust strip shows the registrations entered and the certificates still valid", async () => {
  const certs: Certification[] = [
    {
      id: "iso",
      name: "ISO 9001:2015",
      issuer: "Certifier",
      number: undefined,
      valid_until: "2999-01-01",
      order: 0,
    },
    {
      id: "old",
      name: "Old approval",
      issuer: "Certifier",
      number: undefined,
      valid_until: "2001-01-01",
      order: 1,
    },
  ];
  // Drawn in a tab, at its time: the certificate that has expired since is left out.
  const { rerender } = render(
    <ul>
      <TrustRegistrations value={{ ...defaultCompany, gstin: "24AAKFP4123M1Z4" }} year={2026} />
      <TrustCertificates value={certs} />
    </ul>,
  );
  const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);
  await waitFor(() => expect(items()).toHaveLength(3));
  expect(items()).toEqual([
    "17 years in business, since 2009",
    "GSTIN 24AAKFP4123M1Z4",
    "ISO 9001:2015",
  ]);
  // A founding year not reached yet counts no years.
  rerender(
    <ul>
      <TrustRegistrations value={{ ...defaultCompany, founded: 2030 }} year={2026} />
    </ul>,
  );
  expect(items()).toEqual([]);
});

test("the footer lists every product under its heading, and with no product shows no heading either", () => {
  const { container, rerender } = render(
    <FooterProducts
      headingClassName=""
      linkClassName=""
      products={productLinks([product("reamer"), product("drill")])}
    />,
  );
  const nav = screen.getByRole("navigation", { name: "Products" });
  expect(
    within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href")),
  ).toEqual(["/products/reamer", "/products/drill"]);
  rerender(<FooterProducts headingClassName="" linkClassName="" products={[]} />);
  expect(container).toBeEmptyDOMElement();
});
