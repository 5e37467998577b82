// The full-screen page shown instead of the whole site while the owners have switched it off.
export function Oops() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-steel-50 px-6 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-steel-900">Oops</h1>
      <p className="mt-4 text-lg text-steel-600">The Page you&apos;re looking for isn&apos;t here.</p>
    </main>
  );
}
