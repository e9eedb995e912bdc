// How the line-up shows a player's rating: its band's colour and one decimal (MatchDetail.ratings).

/**
 * A rating's band as the big match centres colour it: below 6 poor (red), 6 to 6.9 fair (orange), 7
 * to 7.9 good (green), 8 to 8.9 great (dark green), 9 and above top (blue).
 */
export type RatingBand = 'poor' | 'fair' | 'good' | 'great' | 'top';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 9) return 'top';
  if (rating >= 8) return 'great';
  if (rating >= 7) return 'good';
  if (rating >= 6) return 'fair';
  return 'poor';
}

/** A rating as shown: one decimal always ("7.0", not "7"). */
export const ratingText = (rating: number): string => rating.toFixed(1);
