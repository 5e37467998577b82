// The pictures shown when a page is shared (1200×630 PNG): a product's or service's from its picture and
// name, the company's for every other page, in the brand colour. Drawn by ImageResponse from a font in
// the repo; the cached readers make a card follow edits as the pages do.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getColor, getCompany } from "@/lib/content/read";
import { shortAddress } from "@/lib/site/company-schema-org";
import { idFromSegment, isSitePath } from "@/lib/site/paths";
import { CARD_SIZE } from "@/lib/site/seo";
import { parseCssColor, themeVariables } from "@/lib/site/theme";

const FONT_FILE = path.join(process.cwd(), "lib/site/share-cards/fonts/DejaVuSans-Bold.ttf");
const FONT_NAME = "Card Sans";
const PICTURE_MAX_BYTES = 4 * 1024 * 1024;
const PICTURE_FETCH_MS = 3000;
// What the image renderer draws; anything else (webp, avif…) leaves the card without a picture.
const PICTURE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

let font: Promise<Buffer> | undefined;
function loadFont(): Promise<Buffer> {
  font ??= readFile(FONT_FILE).catch((error: unknown) => {
    font = undefined;
    throw error;
  });
  return font;
}

const dataUri = (type: string, data: Buffer) => `data:${type};base64,${data.toString("base64")}`;

async function publicPicture(src: string): Promise<string | undefined> {
  const publicDir = path.join(process.cwd(), "public");
  const file = path.join(publicDir, path.posix.normalize(decodeURIComponent(src.split(/[?#]/)[0])));
  // Only files inside public/, whatever the stored path says.
  if (!file.startsWith(publicDir + path.sep)) return undefined;
  const type = PICTURE_TYPES[path.extname(file).toLowerCase()];
  if (!type) return undefined;
  const data = await readFile(file);
  return data.length <= PICTURE_MAX_BYTES ? dataUri(type, data) : undefined;
}

async function remotePicture(src: string): Promise<string | undefined> {
  const res = await fetch(src, { signal: AbortSignal.timeout(PICTURE_FETCH_MS) });
  const type = (res.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!res.ok || !Object.values(PICTURE_TYPES).includes(type)) return undefined;
  if (Number(res.headers.get("content-length") ?? 0) > PICTURE_MAX_BYTES) return undefined;
  const data = Buffer.from(await res.arrayBuffer());
  return data.length <= PICTURE_MAX_BYTES ? dataUri(type, data) : undefined;
}

/** A stored picture as a data URI the renderer draws without the network. */
async function pictureForCard(src: string | undefined): Promise<string | undefined> {
  if (!src) return undefined;
  try {
    if (isSitePath(src)) return await publicPicture(src);
    if (src.startsWith("https://")) return await remotePicture(src);
  } catch (error) {
    // A missing or unreachable picture leaves the card without it; the card itself still answers.
    console.warn(`[og] picture ${src} left out:`, error instanceof Error ? error.message : error);
  }
  return undefined;
}

type CardFacts = { brand: string; onBrand: string; name: string; place: string };

async function cardFacts(): Promise<CardFacts> {
  const [color, company] = await Promise.all([getColor(), getCompany()]);
  const theme = themeVariables(color.code);
  // The renderer understands rgb(r, g, b); the stored colour may be any CSS form the site accepts.
  const rgb = parseCssColor(theme["--brand"]) ?? { r: 31, g: 78, b: 121, a: 1 };
  const brand = `rgb(${Math.round(rgb.r)}, ${Math.round(rgb.g)}, ${Math.round(rgb.b)})`;
  return {
    brand,
    onBrand: theme["--on-brand"],
    name: company.name,
    place: shortAddress(company.address),
  };
}

function clipTitle(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function render(body: (facts: CardFacts) => React.ReactElement): Promise<ImageResponse> {
  const [facts, fontData] = await Promise.all([cardFacts(), loadFont()]);
  return new ImageResponse(body(facts), {
    ...CARD_SIZE,
    fonts: [{ name: FONT_NAME, data: fontData, weight: 700, style: "normal" }],
  });
}

/** Its picture on the left, its name and the company on the right. */
async function itemCard({
  kind,
  name,
  image,
}: {
  kind: string;
  name: string;
  image?: string;
}): Promise<ImageResponse> {
  const picture = await pictureForCard(image);
  const title = clipTitle(name);
  return render(({ brand, onBrand, name: companyName, place }) => (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: brand,
        fontFamily: FONT_NAME,
      }}
    >
      {picture && (
        <div style={{ display: "flex", width: 560, height: 630, background: "#ffffff" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
          <img src={picture} alt="" width={560} height={630} style={{ objectFit: "cover" }} />
        </div>
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flex: 1,
          padding: "56px 56px",
          color: onBrand,
        }}
      >
        <div
          style={{
            display: "flex",
            fontSize: 26,
            letterSpacing: 3,
            textTransform: "uppercase",
            opacity: 0.85,
          }}
        >
          {kind}
        </div>
        <div
          style={{
            display: "flex",
            fontSize: title.length > 32 ? 50 : 64,
            lineHeight: 1.15,
            wordBreak: "break-word",
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 32 }}>{companyName}</div>
          <div style={{ display: "flex", fontSize: 22, marginTop: 8, opacity: 0.85 }}>{place}</div>
        </div>
      </div>
    </div>
  ));
}

export async function companyCard(): Promise<ImageResponse> {
  const logo = await pictureForCard("/logo.svg");
  return render(({ brand, onBrand, name, place }) => (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        background: brand,
        color: onBrand,
        padding: 72,
        fontFamily: FONT_NAME,
      }}
    >
      {logo ? (
        <div
          style={{
            display: "flex",
            background: "#ffffff",
            borderRadius: 16,
            padding: "16px 24px",
            alignSelf: "flex-start",
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
          <img src={logo} alt="" width={352} height={80} />
        </div>
      ) : (
        <div style={{ display: "flex" }} />
      )}
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 72, lineHeight: 1.1 }}>{name}</div>
        <div style={{ display: "flex", fontSize: 36, marginTop: 20, opacity: 0.9 }}>
          Tool making and precision grinding
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 26, opacity: 0.85 }}>{place}</div>
    </div>
  ));
}

/** The default export of a product's or service's card route. */
export function itemCardRoute<T>(
  kind: string,
  read: (id: string) => Promise<T | null>,
  shows: (item: T) => { name: string; image?: string },
) {
  return async function Image({ params }: { params: Promise<{ id: string }> }): Promise<Response> {
    const item = await read(idFromSegment((await params).id));
    if (!item) return new Response(`No such ${kind.toLowerCase()}`, { status: 404 });
    return itemCard({ kind, ...shows(item) });
  };
}
