// The match card moved to the live feature, where its clock and pushed updates live.
export { MatchCard, type MatchCardProps } from '../live/MatchCard';
