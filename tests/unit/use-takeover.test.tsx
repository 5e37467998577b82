// The header menus' hand-over from the light first-load version to the full one (use-takeover.ts): it
// never replaces the control between a press and its click, and focus and state carry over.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { useTakeover } from "@/components/layout/use-takeover";

type FullProps = { presses: number; focused: boolean };
type FullModule = { default: (props: FullProps) => React.ReactNode };

const fullModule: FullModule = {
  default: ({ presses, focused }) => (
    <p>
      full version after {presses} presses{focused ? ", focused" : ""}
    </p>
  ),
};

/** An importer whose module arrives when the test says so. */
function deferredImporter() {
  let arrive!: () => void;
  const importer = jest.fn(
    () =>
      new Promise<FullModule>((resolve) => {
        arrive = () => resolve(fullModule);
      }),
  );
  return { importer, arrive: () => act(async () => arrive()) };
}

function Widget({ importer }: { importer: () => Promise<FullModule> }) {
  const [presses, setPresses] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const { full, load, handlers } = useTakeover(importer, button);
  if (full) return <full.module.default presses={presses} focused={full.focused} />;
  return (
    <div {...handlers}>
      <button
        ref={button}
        type="button"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => setPresses((n) => n + 1)}
      >
        light
      </button>
    </div>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Renders the widget, presses its light control, and lets the full version arrive meanwhile. */
async function arriveWhilePressed(): Promise<HTMLElement> {
  const { importer, arrive } = deferredImporter();
  render(<Widget importer={importer} />);
  const light = screen.getByRole("button", { name: "light" });
  fireEvent.pointerEnter(light);
  fireEvent.pointerDown(light);
  await arrive();
  // Still the same element under the pointer, so the release and its click reach it.
  expect(screen.getByRole("button", { name: "light" })).toBe(light);
  return light;
}

test("takes over as soon as the full version arrives when nothing is pressed", async () => {
  const { importer, arrive } = deferredImporter();
  render(<Widget importer={importer} />);
  fireEvent.pointerEnter(screen.getByRole("button", { name: "light" }));
  expect(importer).toHaveBeenCalledTimes(1);
  await arrive();
  expect(screen.getByText("full version after 0 presses")).toBeInTheDocument();
});

test("a version that arrives between a press and its click waits until the click has been handled", async () => {
  const light = await arriveWhilePressed();
  fireEvent.pointerUp(light);
  await wait(50);
  expect(screen.getByRole("button", { name: "light" })).toBe(light);
  fireEvent.click(light);
  await wait(10);
  expect(screen.getByText("full version after 1 presses")).toBeInTheDocument();
});

test("a release with no click (the pointer slid away) hands over a little later", async () => {
  const light = await arriveWhilePressed();
  fireEvent.pointerUp(document.body);
  await wait(150);
  expect(screen.getByRole("button", { name: "light" })).toBe(light);
  await wait(250);
  expect(screen.getByText("full version after 0 presses")).toBeInTheDocument();
});

test("a key held on the control delays the hand-over until its click", async () => {
  const { importer, arrive } = deferredImporter();
  render(<Widget importer={importer} />);
  const light = screen.getByRole("button", { name: "light" });
  act(() => light.focus());
  fireEvent.keyDown(light, { key: " " });
  await arrive();
  expect(screen.getByRole("button", { name: "light" })).toBe(light);
  fireEvent.keyUp(light, { key: " " });
  fireEvent.click(light);
  await wait(10);
  expect(screen.getByText("full version after 1 presses, focused")).toBeInTheDocument();
});

test("the full version is fetched on first use only: a page that is only read never fetches it", async () => {
  const { importer, arrive } = deferredImporter();
  render(<Widget importer={importer} />);
  // Loaded and idle for longer than any idle callback or timer of the page's start takes.
  window.dispatchEvent(new Event("load"));
  await wait(1_200);
  expect(importer).not.toHaveBeenCalled();
  fireEvent.pointerEnter(screen.getByRole("button", { name: "light" }));
  fireEvent.focus(screen.getByRole("button", { name: "light" }));
  expect(importer).toHaveBeenCalledTimes(1);
  await arrive();
  expect(screen.getByText("full version after 0 presses")).toBeInTheDocument();
});

test("a press's listeners end with it: a pointer cancelled later does not hand over under a held key", async () => {
  const { importer, arrive } = deferredImporter();
  render(<Widget importer={importer} />);
  const light = screen.getByRole("button", { name: "light" });
  fireEvent.pointerEnter(light);
  fireEvent.pointerDown(light);
  fireEvent.pointerUp(light);
  fireEvent.click(light);
  act(() => light.focus());
  fireEvent.keyDown(light, { key: "Enter" });
  await arrive();
  fireEvent.pointerCancel(window);
  await wait(50);
  expect(screen.getByRole("button", { name: "light" })).toBe(light);
  fireEvent.keyUp(light, { key: "Enter" });
  fireEvent.click(light);
  await wait(10);
  expect(screen.getByText("full version after 2 presses, focused")).toBeInTheDocument();
});

test("a full version that could not be fetched is asked for again at the next sign of use; the light one works meanwhile", async () => {
  const importer = jest
    .fn<Promise<FullModule>, []>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValueOnce(fullModule);
  render(<Widget importer={importer} />);
  const light = screen.getByRole("button", { name: "light" });
  fireEvent.pointerEnter(light);
  await wait(10);
  fireEvent.click(light);
  fireEvent.pointerEnter(light);
  expect(importer).toHaveBeenCalledTimes(2);
  await wait(10);
  expect(screen.getByText("full version after 1 presses")).toBeInTheDocument();
});
