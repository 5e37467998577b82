// Key figures under the home page's introduction.
export function Stats({ stats }: { stats: { label: string; value: string }[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-steel-200 bg-steel-200 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col bg-white px-5 py-6 text-center">
          <dt className="text-sm text-steel-600">{s.label}</dt>
          <dd className="stat-value">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
