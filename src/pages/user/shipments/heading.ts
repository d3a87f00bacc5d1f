/**
 * The route's heading, shared by the list and one shipment: index.html paints it for a member
 * before the app runs (src/lib/first-screen/pages.ts), and either view keeps it in place.
 */
export const SHIPMENTS_HEADING = {
  titleId: 'menu.user.shipments',
  descriptionId: 'pages.user.shipments.description',
} as const;
