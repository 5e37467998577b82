// The team's portraits, names, roles and biographies.
import { ContentImage } from "@/components/ui/content-image";
import type { TeamMember } from "@/lib/content/schemas";

export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member) => (
        <li
          key={member.id}
          className="overflow-hidden rounded-lg border border-steel-200 bg-white shadow-sm"
        >
          <div className="aspect-square bg-steel-100">
            {member.photo && (
              <ContentImage
                src={member.photo}
                alt={`Portrait of ${member.name}`}
                width={400}
                height={400}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            )}
          </div>
          <div className="p-5">
            <h3 className="font-semibold text-steel-900">{member.name}</h3>
            <p className="text-sm font-medium text-brand-ink">{member.role}</p>
            {member.bio && <p className="mt-3 text-sm text-steel-600">{member.bio}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
