/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
// A part whose views' code could not be loaded (the connection dropped) keeps the server's drawing, and
// asks for the code again at the next change of its content.
import { act, render, screen } from "@testing-library/react";
import { LiveSwitch } from "@/components/live/live-switch";
import { contentDigest } from "@/lib/live/digest";
import { resetLiveStores } from "@/lib/live/store";
import { productSchema, type Product } from "@/lib/content/schemas";
import { listeners } from "@/tests/support/fake-listen";

jest.mock("@/lib/live/listen", () => jest.requireActual("@/tests/support/fake-listen").fakeListen);
const loads = { failing: 1, tries: 0 };
jest.mock("@/components/live/views", () => {
  loads.tries++;
  if (loads.failing-- > 0) throw new Error("the connection dropped");
  return jest.requireActual("@/components/live/views");
});

const product = (id: string, name: string): Product => ({
  ...productSchema.parse({ product_name: name }),
  id,
});
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
const emit = (value: unknown) =>
  act(() => listeners.filter((l) => l.name === "Products" && !l.stopped)[0].onValue(value));

beforeEach(() => {
  jest.useFakeTimers();
  resetLiveStores();
});
afterEach(() => jest.useRealTimers());

test("a part whose views could not load keeps the server's drawing and tries again at the next change", async () => {
  const initial = product("drill", "Step Drill");
  render(
    <LiveSwitch
      view="product-detail"
      collection="Products"
      digest={contentDigest(initial)}
      id="drill"
      options={{}}
    >
      <p>server rendering</p>
    </LiveSwitch>,
  );
  await settle();
  emit([{ ...initial, product_name: "Step Drill XL" }]);
  await settle();
  expect(loads.tries).toBe(1);
  expect(screen.getByText("server rendering")).toBeInTheDocument();
  emit([{ ...initial, product_name: "Step Drill XXL" }]);
  expect(
    await screen.findByRole("heading", { level: 1, name: "Step Drill XXL" }),
  ).toBeInTheDocument();
  expect(loads.tries).toBe(2);
});
