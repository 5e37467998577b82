import { getHome } from "@/lib/content/read";

export default async function HomePage() {
  const home = await getHome();
  return (
    <main>
      <h1>{home?.title}</h1>
    </main>
  );
}
