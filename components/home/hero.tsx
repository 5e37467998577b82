// The top of the home page, on the brand's dark shade (--brand-deep) so white text reads on any colour.
import { ButtonLink } from "@/components/ui/button-link";
import { ContentImage } from "@/components/ui/content-image";

export function Hero({
  title,
  subtitle,
  image,
}: {
  title: string;
  subtitle?: string;
  image?: string;
}) {
  return (
    <section
      data-print="ink"
      className="relative overflow-hidden bg-brand-deep text-white [--focus-ring:#fff]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(120deg,rgba(0,0,0,0.55),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em]">
            GIDC Gundlav · Valsad · Gujarat
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {title}
          </h1>
          {subtitle && <p className="mt-5 max-w-xl text-lg">{subtitle}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/products" variant="light">
              Explore products
            </ButtonLink>
            <ButtonLink href="/contact-us">Request a quote</ButtonLink>
          </div>
        </div>
        {image && (
          <ContentImage
            src={image}
            alt="Precision tool grinding in our workshop"
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full rounded-xl shadow-2xl ring-1 ring-white/20"
            preload
          />
        )}
      </div>
    </section>
  );
}
