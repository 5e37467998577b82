// Pages are fetched ahead only when a visitor reaches for a link to them (components/layout/intent-prefetch.tsx):
// a pointer, a touch or focus on a link to another page of the site; never for other sites, files or the
// page already shown, and once per link while the pointer stays on it.
// The anchors below stand for the links a page has rendered (SiteLink renders a plain anchor).
/* eslint-disable @next/next/no-html-link-for-pages */
import { fireEvent, render, screen } from "@testing-library/react";
import { IntentPrefetch } from "@/components/layout/intent-prefetch";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch }) }));

beforeEach(() => {
  prefetch.mockClear();
  window.history.replaceState(null, "", "/home");
});

function Page() {
  return (
    <>
      <IntentPrefetch />
      <a href="/products/form-tools">
        <span>Form tools</span>
      </a>
      <a href="/career?role=grinder">Openings</a>
      <a href="https://www.facebook.com/precitech">Facebook</a>
      <a href="/files/datasheet.pdf" download>
        Datasheet
      </a>
      <a href="/home">Home</a>
      <a href="#main">Skip</a>
      <a href="/about-us" target="_blank">
        About (new tab)
      </a>
    </>
  );
}

test("a pointer over a link to another page fetches that page once while it stays on the link", () => {
  render(<Page />);
  fireEvent.pointerOver(screen.getByText("Form tools"));
  fireEvent.pointerOver(screen.getByRole("link", { name: "Form tools" }));
  expect(prefetch.mock.calls).toEqual([["/products/form-tools"]]);
});

test("a touch or keyboard focus fetches the page too, query included", () => {
  render(<Page />);
  fireEvent.touchStart(screen.getByRole("link", { name: "Openings" }));
  fireEvent.focusIn(screen.getByRole("link", { name: "Form tools" }));
  expect(prefetch.mock.calls).toEqual([["/career?role=grinder"], ["/products/form-tools"]]);
});

test("nothing is fetched for other sites, downloads, new tabs or the page already shown", () => {
  render(<Page />);
  for (const name of ["Facebook", "Datasheet", "Home", "Skip", "About (new tab)"])
    fireEvent.pointerOver(screen.getByRole("link", { name }));
  fireEvent.pointerOver(document.body);
  expect(prefetch).not.toHaveBeenCalled();
});

test("nothing is fetched before any intent, and the listeners go with the component", () => {
  const { unmount } = render(<Page />);
  expect(prefetch).not.toHaveBeenCalled();
  unmount();
  render(
    <a href="/clients" data-testid="orphan">
      Clients
    </a>,
  );
  fireEvent.pointerOver(screen.getByTestId("orphan"));
  expect(prefetch).not.toHaveBeenCalled();
});
