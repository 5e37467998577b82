/**
 * jsdom, also when the mutation tests run this file among Node tests (Stryker's jsdom reports coverage):
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// The tab's live stores and the components that follow them, with a fake in place of the Firestore
// listener: one listener per collection shared by every component, released after the last one goes,
// detached while the tab stays hidden and attached again once, failures logged once while the page
// keeps what it shows, and server data that arrives later ordered correctly against snapshots.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { ProductGrid } from "@/components/products/product-grid";
import { ProductView } from "@/components/products/product-view";
import { TrustCertificates } from "@/components/quality/trust-strip";
import { LiveShell } from "@/components/layout/live-shell";
import type { CollectionName } from "@/lib/content/collections";
import { useLive } from "@/lib/live/use-live";
import { resetLiveStores } from "@/lib/live/store";
import { productSchema, type Certification, type Product } from "@/lib/content/schemas";
import { LIVE_HIDDEN_DETACH_MS, LIVE_RELEASE_DELAY_MS } from "@/lib/site/facts";
import { listeners } from "@/tests/support/fake-listen";

jest.mock("@/lib/live/listen", () => jest.requireActual("@/tests/support/fake-listen").fakeListen);

const running = (name: CollectionName) => listeners.filter((l) => l.name === name && !l.stopped);
const attaches = (name: CollectionName) => listeners.filter((l) => l.name === name).length;

function emit(name: CollectionName, value: unknown) {
  const [listener] = running(name);
  if (!listener) throw new Error(`no ${name} listener is attached`);
  act(() => listener.onValue(value));
}

/** Lets the tab load its live runtime (after the page has loaded and the browser is idle). */
async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

// Through the real schema, so a fixture has exactly the shape a database read gives.
const product = (id: string, name: string, extra: Record<string, unknown> = {}): Product => ({
  ...productSchema.parse({ product_name: name, ...extra }),
  id,
});

function Names({ initial }: { initial: Product[] }) {
  const products = useLive("Products", initial, (all: Product[]) => all);
  return <p data-testid="names">{products.map((p) => p.product_name).join(", ") || "none"}</p>;
}

beforeEach(() => {
  jest.useFakeTimers();
  listeners.length = 0;
  setVisibility("visible");
  resetLiveStores();
});

afterEach(() => {
  resetLiveStores();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("components showing the same collection share one listener, released a while after the last unmounts", async () => {
  const first = render(<Names initial={[]} />);
  const second = render(<Names initial={[]} />);
  const shell = render(
    <LiveShell preview={false} color="#1f4e79">
      <Names initial={[]} />
    </LiveShell>,
  );
  await settle();
  expect(attaches("Products")).toBe(1);
  expect(attaches("color")).toBe(1);

  emit("Products", [product("a", "Reamer")]);
  expect(screen.getAllByTestId("names").map((n) => n.textContent)).toEqual([
    "Reamer",
    "Reamer",
    "Reamer",
  ]);

  first.unmount();
  second.unmount();
  shell.unmount();
  act(() => jest.advanceTimersByTime(LIVE_RELEASE_DELAY_MS - 1));
  expect(running("Products")).toHaveLength(1);
  // A page mounted meanwhile (client navigation) keeps the same listener: no second attach is billed.
  const again = render(<Names initial={[]} />);
  act(() => jest.advanceTimersByTime(LIVE_RELEASE_DELAY_MS));
  expect(attaches("Products")).toBe(1);
  expect(screen.getByTestId("names")).toHaveTextContent("Reamer");

  again.unmount();
  act(() => jest.advanceTimersByTime(LIVE_RELEASE_DELAY_MS));
  expect(running("Products")).toHaveLength(0);
  expect(running("color")).toHaveLength(0);
});

test("a tab hidden for longer than the limit detaches, and attaches again once when shown", async () => {
  render(<Names initial={[product("a", "Reamer")]} />);
  await settle();
  emit("Products", [product("a", "Reamer"), product("b", "Drill")]);

  setVisibility("hidden");
  act(() => jest.advanceTimersByTime(LIVE_HIDDEN_DETACH_MS - 1));
  expect(running("Products")).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(running("Products")).toHaveLength(0);
  // What the page shows stays.
  expect(screen.getByTestId("names")).toHaveTextContent("Reamer, Drill");

  setVisibility("visible");
  setVisibility("visible");
  expect(attaches("Products")).toBe(2);
  expect(running("Products")).toHaveLength(1);
  emit("Products", [product("b", "Drill")]);
  expect(screen.getByTestId("names")).toHaveTextContent("Drill");
});

test("a tab hidden only briefly keeps its listener", async () => {
  render(<Names initial={[]} />);
  await settle();
  setVisibility("hidden");
  act(() => jest.advanceTimersByTime(LIVE_HIDDEN_DETACH_MS / 2));
  setVisibility("visible");
  act(() => jest.advanceTimersByTime(LIVE_HIDDEN_DETACH_MS));
  expect(attaches("Products")).toBe(1);
  expect(running("Products")).toHaveLength(1);
});

test("a failing listener is logged once and the page keeps what it shows", async () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  render(<Names initial={[product("a", "Reamer")]} />);
  await settle();
  emit("Products", [product("a", "Reamer"), product("b", "Drill")]);
  const [listener] = running("Products");
  act(() => listener.onError(new Error("permission denied")));
  act(() => listener.onError(new Error("permission denied")));
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0].join(" ")).toContain("Products");
  expect(screen.getByTestId("names")).toHaveTextContent("Reamer, Drill");
});

describe("server data and snapshots", () => {
  function Page({ initial }: { initial: Product[] }) {
    return <Names initial={initial} />;
  }

  test("without any snapshot (no web config), new server data replaces the old", async () => {
    const view = render(<Page initial={[product("a", "Reamer")]} />);
    view.rerender(<Page initial={[product("a", "Reamer v2")]} />);
    expect(screen.getByTestId("names")).toHaveTextContent("Reamer v2");
  });

  test("while the listener is synced, stale server data does not replace the live value", async () => {
    const view = render(<Page initial={[product("a", "Reamer")]} />);
    await settle();
    emit("Products", [product("a", "Reamer v3")]);
    view.rerender(<Page initial={[product("a", "Reamer v2")]} />);
    expect(screen.getByTestId("names")).toHaveTextContent("Reamer v3");
  });

  test("server data that arrives after the listener was detached wins over its last snapshot", async () => {
    const view = render(<Page initial={[product("a", "Reamer")]} />);
    await settle();
    emit("Products", [product("a", "Reamer v2")]);
    setVisibility("hidden");
    act(() => jest.advanceTimersByTime(LIVE_HIDDEN_DETACH_MS));
    view.rerender(<Page initial={[product("a", "Reamer v4")]} />);
    expect(screen.getByTestId("names")).toHaveTextContent("Reamer v4");
    // The next snapshot after the tab is shown again is the newest of all.
    setVisibility("visible");
    emit("Products", [product("a", "Reamer v5")]);
    expect(screen.getByTestId("names")).toHaveTextContent("Reamer v5");
  });

  test("server data with the same content does not count as newer", async () => {
    const view = render(<Page initial={[product("a", "Reamer")]} />);
    await settle();
    emit("Products", [product("a", "Reamer v2")]);
    setVisibility("hidden");
    act(() => jest.advanceTimersByTime(LIVE_HIDDEN_DETACH_MS));
    view.rerender(<Page initial={[product("a", "Reamer")]} />);
    expect(screen.getByTestId("names")).toHaveTextContent("Reamer v2");
  });
});

describe("components", () => {
  test("a live part draws the server's record, then the live one once it differs, and says so when it is gone", async () => {
    const initial = product("drill", "Step Drill", { summary: "Carbide" });
    render(<ProductView value={initial} id="drill" />);
    expect(screen.getByRole("heading", { level: 1, name: "Step Drill" })).toBeInTheDocument();
    await settle();
    emit("Products", [{ ...initial, product_name: "Step Drill XL" }, product("other", "Reamer")]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Step Drill XL" }),
    ).toBeInTheDocument();

    emit("Products", [product("other", "Reamer")]);
    expect(await screen.findByText(/This product is no longer listed\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all products" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  test("a part redrawn with new content keeps the focus on the same control", async () => {
    const products = [product("drill", "Step Drill"), product("reamer", "Reamer")];
    render(<ProductGrid value={products} />);
    await settle();
    const link = screen.getByRole("link", { name: "Reamer" });
    act(() => link.focus());
    emit("Products", [products[0], { ...products[1], summary: "Now in carbide" }]);
    expect(await screen.findByText("Now in carbide")).toBeInTheDocument();
    expect(link.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  test("a part that changes with time is drawn again when that time comes", async () => {
    const soon = Date.now() + 60_000;
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
        id: "cal",
        name: "Calibration approval",
        issuer: "Lab",
        number: undefined,
        valid_until: new Date(soon).toISOString(),
        order: 1,
      },
    ];
    render(
      <ul>
        <TrustCertificates value={certs} />
      </ul>,
    );
    await settle();
    expect(screen.getByText("Calibration approval")).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByText("ISO 9001:2015")).toBeInTheDocument();
    expect(screen.queryByText("Calibration approval")).toBeNull();
  });

  test("the site switch shows Oops while off and brings the page back, with what was typed", async () => {
    function Typing() {
      const [text, setText] = useState("");
      return <input aria-label="message" value={text} onChange={(e) => setText(e.target.value)} />;
    }
    render(
      <LiveShell preview={false} color="#1f4e79">
        <Typing />
      </LiveShell>,
    );
    await settle();
    const input = screen.getByLabelText("message");
    fireEvent.change(input, { target: { value: "half a message" } });
    emit("project", { id: "site", online: false });
    // The Oops page's markup is loaded on demand (fetched ahead once the page is idle).
    expect(await screen.findByRole("heading", { name: "Oops" })).toBeInTheDocument();
    expect(screen.getByLabelText("message")).not.toBeVisible();

    emit("project", { id: "site", online: true });
    expect(screen.queryByRole("heading", { name: "Oops" })).toBeNull();
    expect(screen.getByLabelText("message")).toHaveValue("half a message");
    // A missing record counts as online.
    emit("project", null);
    expect(screen.getByLabelText("message")).toBeVisible();
  });

  test("the theme follows the colour record on the root element", async () => {
    render(
      <LiveShell preview={false} color="#1f4e79">
        <p>page</p>
      </LiveShell>,
    );
    await settle();
    emit("color", { id: "c", code: "#000000" });
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(document.documentElement.style.getPropertyValue("--brand")).toBe("#000000");
    expect(document.documentElement.style.getPropertyValue("--on-brand")).toBe("#ffffff");
  });

  test("a selection of a collection is only as new as its content", async () => {
    const names = (list: Product[]) => list.map((p) => p.product_name);
    function Choices({ initial }: { initial: string[] }) {
      return <p data-testid="choices">{useLive("Products", initial, names).join("|")}</p>;
    }
    render(<Choices initial={["Reamer"]} />);
    await settle();
    emit("Products", [product("a", "Reamer"), product("b", "Drill")]);
    expect(screen.getByTestId("choices")).toHaveTextContent("Reamer|Drill");
  });
});
