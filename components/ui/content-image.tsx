// Every picture goes through next/image's getImageProps as a plain <img> (the component's 3 KB gzip stay
// out of the first load). Raster pictures of public/ and the project's buckets are optimised; SVGs
// (which can carry script) and other addresses are served as they are.
import { getImageProps } from "next/image";
import { isSitePath } from "@/lib/site/paths";

/** For both of Google's address forms. */
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
    // The buckets next.config.ts lets Next optimise, fixed at build time.
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

/** A card's picture: 4:3, covering its box. */
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
