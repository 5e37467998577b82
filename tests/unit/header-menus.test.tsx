// The header's two menus as a visitor uses them: the Products dropdown opens after a mouse rests on it
// and closes a moment after it leaves; both menus close on Escape (the focus back on their button), on a
// press outside, when the focus leaves them and when a link is chosen; their links exist only while
// they are open.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ProductsMenu } from "@/components/layout/products-menu";
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_DELAY_MS } from "@/lib/site/facts";

jest.mock("@/lib/live/listen", () => jest.requireActual("@/tests/support/fake-listen").fakeListen);

// jsdom has no PointerEvent: a mouse and a touch differ only by pointerType here.
class FakePointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}
window.PointerEvent ??= FakePointerEvent as typeof PointerEvent;

const products = [
  { id: "reamers", name: "Precision Reamers", href: "/products/reamers" },
  { id: "form-tools", name: "Form Tools", href: "/products/form-tools" },
];

const productsButton = () => screen.getByRole("button", { name: "Show all products" });
const menuButton = () => screen.getByRole("button", { name: /^Menu/ });
const reamers = () => screen.queryByRole("link", { name: "Precision Reamers" });

function renderWithOutside(menu: React.ReactNode) {
  render(
    <>
      {menu}
      <input aria-label="Name" />
    </>,
  );
}

describe("the Products dropdown", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const entry = () => productsButton().parentElement!;
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  test("opens once a mouse has rested on it, stays open while it moves into the panel, and closes after it leaves", () => {
    renderWithOutside(<ProductsMenu products={products} />);
    const typing = screen.getByRole("textbox", { name: "Name" });
    act(() => typing.focus());
    fireEvent.pointerOver(entry(), { pointerType: "mouse" });
    advance(DROPDOWN_HOVER_DELAY_MS - 50);
    expect(reamers()).toBeNull();
    advance(50);
    expect(productsButton()).toHaveAttribute("aria-expanded", "true");
    expect(reamers()).toHaveAttribute("href", "/products/reamers");
    // Opening under the pointer leaves the focus where the visitor was typing.
    expect(typing).toHaveFocus();

    fireEvent.pointerOver(reamers()!, { pointerType: "mouse" });
    advance(DROPDOWN_CLOSE_DELAY_MS * 3);
    expect(reamers()).not.toBeNull();

    fireEvent.pointerOut(entry(), { pointerType: "mouse", relatedTarget: document.body });
    advance(DROPDOWN_CLOSE_DELAY_MS);
    expect(reamers()).toBeNull();
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
  });

  test("a touch does not open it by hovering; a tap on the button does, and a press outside closes it", () => {
    renderWithOutside(<ProductsMenu products={products} />);
    fireEvent.pointerOver(entry(), { pointerType: "touch" });
    advance(DROPDOWN_HOVER_DELAY_MS * 2);
    expect(reamers()).toBeNull();
    fireEvent.click(productsButton());
    expect(reamers()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole("textbox", { name: "Name" }));
    expect(reamers()).toBeNull();
  });
});

describe("the small-screen menu", () => {
  test("opens from its button with every page and product, and closes when a link is chosen", () => {
    renderWithOutside(<MobileMenu products={products} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(nav).toHaveTextContent(
      /Home.*About Us.*Products.*Precision Reamers.*Form Tools.*Contact Us/,
    );
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes it with the focus back on its button", () => {
    renderWithOutside(<MobileMenu products={products} />);
    fireEvent.click(menuButton());
    const link = screen.getByRole("link", { name: "Clients" });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: "Escape" });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  test("the focus moving out of it, or a press outside, closes it and leaves the focus there", () => {
    renderWithOutside(<MobileMenu products={products} />);
    const outside = screen.getByRole("textbox", { name: "Name" });
    fireEvent.click(menuButton());
    act(() => outside.focus());
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(outside).toHaveFocus();

    fireEvent.click(menuButton());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
