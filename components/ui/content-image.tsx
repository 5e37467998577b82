// Every picture on the site goes through next/image with a fixed size (no layout shift) and `sizes`.
// `getImageProps` gives the same srcset and attributes as its <Image> component, as a plain <img>: the
// component's client code (about 3 KB gzip) then stays out of every page's first load.
// Raster pictures from our own folder or Firebase Storage are optimised by Next. SVGs and pictures on
// other hosts are served as they are: Next refuses to optimise SVG (it can carry script) unless
// dangerouslyAllowSVG is switched on for every image, and it throws for hosts outside remotePatterns.
import { getImageProps } from "next/image";

/** The hosts next.config.mjs lists in images.remotePatterns. */
const OPTIMISED_HOSTS = new Set(["firebasestorage.googleapis.com", "storage.googleapis.com"]);

export function servedAsIs(src: string): boolean {
  const isSvg = (path: string) => path.toLowerCase().endsWith(".svg");
  if (src.startsWith("/") && !src.startsWith("//")) return isSvg(src.split(/[?#]/)[0]);
  try {
    const url = new URL(src);
    return url.protocol !== "https:" || !OPTIMISED_HOSTS.has(url.hostname) || isSvg(url.pathname);
  } catch {
    return true;
  }
}

export type ContentImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  preload?: boolean;
};

export function ContentImage({ src, alt, width, height, sizes, className, preload }: ContentImageProps) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className: `block ${className ?? ""}`,
    preload,
    // What the component's preload adds: the browser fetches the picture first.
    fetchPriority: preload ? "high" : undefined,
    unoptimized: servedAsIs(src),
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's props, without its client component in the first load
  return <img {...props} alt={alt} />;
}

/** A card's picture: 4:3, covering the box the card gives it (product, service and equipment cards). */
export function CardPicture({ src, alt, sizes, preload }: Pick<ContentImageProps, "src" | "alt" | "sizes" | "preload">) {
  return <ContentImage src={src} alt={alt} width={800} height={600} sizes={sizes} className="h-full w-full object-cover" preload={preload} />;
}
