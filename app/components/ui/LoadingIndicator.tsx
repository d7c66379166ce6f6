const sizes = {
  sm: { box: "size-4", dot: "size-1.5", gap: "gap-1" },
  md: { box: "size-8", dot: "size-2.5", gap: "gap-1.5" },
  lg: { box: "size-12", dot: "size-3.5", gap: "gap-2" },
} as const;

export type LoadingIndicatorType = "spinner" | "dots" | "pulse" | "bounce" | "custom";
export type LoadingIndicatorSize = keyof typeof sizes;

/**
 * The spec's loading indicator: spinner, dots, pulse, bounce or a custom image, in three sizes.
 * It is a status message with an accessible label; with reduced motion it holds still.
 */
export function LoadingIndicator({
  type = "spinner",
  size = "md",
  label,
  imageUrl,
  className = "",
}: {
  type?: LoadingIndicatorType;
  size?: LoadingIndicatorSize;
  /** What is loading, for screen readers (e.g. "Searching..."). */
  label: string;
  /** The picture shown by the `custom` type. */
  imageUrl?: string;
  className?: string;
}) {
  const s = sizes[size];
  let body: React.ReactNode;
  if (type === "custom" && imageUrl) {
    body = <img src={imageUrl} alt="" className={`${s.box} animate-pulse object-contain motion-reduce:animate-none`} />;
  } else if (type === "dots" || type === "bounce") {
    const animation = type === "dots" ? "animate-pulse" : "animate-bounce";
    body = (
      <span className={`inline-flex items-center ${s.gap}`}>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            style={{ animationDelay: `${delay}ms` }}
            className={`${s.dot} rounded-full bg-current ${animation} motion-reduce:animate-none`}
          />
        ))}
      </span>
    );
  } else if (type === "pulse") {
    body = <span className={`${s.box} block animate-pulse rounded-full bg-current opacity-60 motion-reduce:animate-none`} />;
  } else {
    body = (
      <span
        className={`${s.box} block animate-spin rounded-full border-2 border-current border-e-transparent motion-reduce:animate-none`}
      />
    );
  }
  return (
    <span
      role="status"
      aria-label={label}
      data-type={type}
      data-size={size}
      className={`inline-flex items-center justify-center text-brand-700 ${className}`}
    >
      {body}
    </span>
  );
}
