// The machinery list, with the service each machine belongs to.
import type { Service } from "@/lib/content/schemas";
import { docPath } from "@/lib/site/paths";

export function MachineTable({
  services,
  showService = true,
}: {
  services: Service[];
  showService?: boolean;
}) {
  const rows = services.flatMap((s) =>
    s.machines.map((m, i) => ({ ...m, service: s, key: `${s.id}-${i}` })),
  );
  if (rows.length === 0)
    return <p className="text-steel-600">Machine details are being updated.</p>;
  return (
    // On a phone the table scrolls sideways: the region takes keyboard focus so it can be scrolled
    // without a pointer (the rows have no links when the service column is left out).
    <div
      role="region"
      aria-label="Machines table"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-steel-200 bg-white focus-ring"
    >
      <table className="w-full min-w-[32rem] text-left text-sm wrap-normal">
        <thead className="bg-steel-100 text-steel-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Machine
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Capacity / specification
            </th>
            {showService && (
              <th scope="col" className="px-4 py-3 font-semibold">
                Used for
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-steel-200">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-3 font-medium text-steel-900">
                {row.name}
              </th>
              <td className="px-4 py-3 text-steel-700">{row.specification ?? "-"}</td>
              {showService && (
                <td className="px-4 py-3">
                  <a
                    href={docPath("/technology", row.service.id)}
                    className="text-brand-ink hover:underline"
                  >
                    {row.service.name}
                  </a>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
