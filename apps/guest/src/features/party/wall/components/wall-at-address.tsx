import { wallRouteOf } from '../lib/wall-route';
import { WallPage } from './wall-page';

/** The wall of the current address ('/<slug>/telao?k=<key>'). */
export const WallAtAddress = () => {
  const route = wallRouteOf(window.location.pathname, window.location.search);
  return route ? <WallPage {...route} /> : null;
};
