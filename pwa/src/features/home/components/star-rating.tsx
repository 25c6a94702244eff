/** Five gold stars, read out once as "Rated 5 out of 5 stars" instead of five unnamed images. */
export function StarRating({ rating = 5 }: { rating?: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5 stars`} className="flex gap-0.5 text-gold-300">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill={index < rating ? 'currentColor' : 'none'} stroke="currentColor">
          <path d="M10 1.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8z" />
        </svg>
      ))}
    </div>
  );
}
