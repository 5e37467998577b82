// The full-screen page shown instead of the whole site while the owners have switched it off.
export const OOPS = { title: "Oops", text: "The Page you're looking for isn't here." } as const;

export function Oops() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-steel-50 px-6 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-steel-900">{OOPS.title}</h1>
      <p className="mt-4 text-lg text-steel-600">{OOPS.text}</p>
    </main>
  );
}
