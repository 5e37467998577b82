// Every picture on the site goes through next/image with a fixed size (no layout shift) and `sizes`.
// `getImageProps` gives the same srcset and attributes as its <Image> component, as a plain <img>: the
// component's client code (about 3 KB gzip) then stays out of every page's first load.
// Raster pictures from our own folder or the project's Firebase Storage buckets are optimised by Next.
// SVGs and pictures anywhere else are served as they are: Next refuses to optimise SVG (it can carry
// script) unless dangerouslyAllowSVG is switched on for every image, and it refuses addresses outside
// images.remotePatterns.
import { getImageProps } from "next/image";
import { isSitePath } from "@/lib/site/paths";

/** The Storage bucket a picture's https address is in, for both of Google's address forms. */
function storageBucket(url: URL): string | undefined {
  if (url.hostname === "firebasestorage.googleapis.com")
    return /^\/v0\/b\/([^/]+)\/o\//.exec(url.pathname)?.[1];
  if (url.hostname === "storage.googleapis.com") return /^\/([^/]+)\//.exec(url.pathname)?.[1];
  return undefined;
}

export function servedAsIs(src: string): boolean {
  const isSvg = (path: string) => path.toLowerCase().endsWith(".svg");
  if (isSitePath(src)) return isSvg(src.split(/[?#]/)[0]);
  try {
    const url = new URL(src);
    // The buckets next.config.mjs lets Next optimise (images.remotePatterns), fixed when the site is built.
    const optimised = (process.env.OPTIMISED_IMAGE_BUCKETS ?? "").split(" ");
    const bucket = storageBucket(url);
    return (
      url.protocol !== "https:" ||
      bucket === undefined ||
      !optimised.includes(bucket) ||
      isSvg(url.pathname)
    );
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

export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  preload,
}: ContentImageProps) {
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
export function CardPicture({
  src,
  alt,
  sizes,
  preload,
}: Pick<ContentImageProps, "src" | "alt" | "sizes" | "preload">) {
  return (
    <ContentImage
      src={src}
      alt={alt}
      width={800}
      height={600}
      sizes={sizes}
      className="h-full w-full object-cover"
      preload={preload}
    />
  );
}
