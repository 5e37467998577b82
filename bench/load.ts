// The loopback load the freshness browser test imports from here; the benchmark itself uses wrk.
export { loadTest } from "@/tests/support/load";
