// Reads one collection the way a page does during `next build`, in a process of its own, and prints
// what came back: `products: <ids>` or `error: <message>`. Run by the production-build test with the
// environment of the build it imitates; the process exits at once, so no call to an unreachable
// database outlives it.
import { getProducts } from "@/lib/content/read";

process.env.NEXT_PHASE = "phase-production-build";

getProducts().then(
  (products) => {
    console.log(`products: ${products.map((p) => p.id).join(",")}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.log(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
