export type RouteName = string;
