// Services as cards, each linking to its page under /technology.
import { CardPicture } from "@/components/ui/content-image";
import type { Service } from "@/lib/content/schemas";
import { docPath } from "@/lib/site/paths";
import { ArrowRight } from "@/components/ui/arrow-right";

/** `preloadFirst` where the cards open the page: the first picture is then its largest paint. */
export function ServiceCards({
  services,
  preloadFirst = false,
}: {
  services: Service[];
  preloadFirst?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service, i) => (
        // Picture beside the text from 20rem of card (a container query in the reader's text size).
        <li key={service.id} className="group card @container">
          <div className="flex flex-1 flex-col sm:@xs:flex-row">
            <div className="aspect-[4/3] shrink-0 bg-steel-100 sm:@xs:aspect-auto sm:@xs:w-[min(12rem,55%)]">
              {service.image && (
                <CardPicture
                  src={service.image}
                  alt={service.name}
                  sizes="(min-width: 640px) 192px, 100vw"
                  preload={preloadFirst && i === 0}
                />
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col p-5">
              <h3 className="card-title">
                <a
                  href={docPath("/technology", service.id)}
                  className="after:absolute after:inset-0"
                >
                  {service.name}
                </a>
              </h3>
              {service.summary && <p className="mt-2 text-sm text-steel-600">{service.summary}</p>}
              {service.capabilities.length > 0 && (
                <ul className="mt-3 space-y-1 text-sm text-steel-700">
                  {service.capabilities.slice(0, 3).map((c) => (
                    <li key={c} className="bullet-item">
                      {c}
                    </li>
                  ))}
                </ul>
              )}
              <span aria-hidden="true" className="mt-4 card-more">
                Learn more
                <ArrowRight />
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
