import { INVALID_DEPLOYMENT_MESSAGE } from '@studovna/core/domain';

/** SPEC §1: without the `app.` prefix the app shows only this message and does nothing else. */
export function DeploymentError() {
  return <>{INVALID_DEPLOYMENT_MESSAGE}</>;
}
