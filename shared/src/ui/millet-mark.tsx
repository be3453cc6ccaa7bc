/** The shop's mark: a sheaf of millet, drawn for this project. Decorative; pair it with the shop's name. */
export function MilletMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="17" fill="#2d6a36" />
      <path d="M18 29V11" stroke="#f3ecd9" strokeWidth="2" strokeLinecap="round" />
      {[12, 16, 20, 24].map((y) => (
        <g key={y} fill="#e8b04a">
          <ellipse cx="14.5" cy={y - 1} rx="3.2" ry="1.6" transform={`rotate(-35 14.5 ${y - 1})`} />
          <ellipse cx="21.5" cy={y - 1} rx="3.2" ry="1.6" transform={`rotate(35 21.5 ${y - 1})`} />
        </g>
      ))}
    </svg>
  );
}
