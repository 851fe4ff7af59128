/** The personal note of a connection request, quoted under the person (nothing when none). */
export function RequestNote({ note, mine = false }: { note?: string | null; mine?: boolean }) {
  if (!note) return null;
  // Plain elements with the static `jl-note` classes of static-classes.ts (notes come in request lists).
  return (
    <div className="jl-note">
      <span className="jl-sr-only">{mine ? "Your note: " : "Their note: "}</span>
      <q className="jl-note__text">{note}</q>
    </div>
  );
}
