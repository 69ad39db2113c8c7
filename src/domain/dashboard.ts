/**
 * The owner's dashboard's derived figures (issue 19 item 7). Pure: the back office shows them,
 * tests check them.
 */
export interface DoorFigures {
  delivered: number;
  refused: number;
}

/**
 * The return-to-origin rate: of the parcels that reached the door, the share refused there (a
 * cash-on-delivery shop pays both ways for each). Null when none reached the door.
 */
export function returnToOriginRate({ delivered, refused }: DoorFigures): number | null {
  const atTheDoor = delivered + refused;
  return atTheDoor === 0 ? null : refused / atTheDoor;
}

/**
 * The figures every chart and table shows, in the order a parcel goes: out for delivery (the
 * courier's van has it today) is its own step between dispatched and delivered.
 */
export const FIGURE_NAMES = ['placed', 'confirmed', 'dispatched', 'outForDelivery', 'delivered', 'refused', 'cancelled'] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
