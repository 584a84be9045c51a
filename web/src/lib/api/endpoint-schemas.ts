import './parse-without-eval';
import type { EndpointDefinition } from '@studovna/core/contract';
import { learnerEndpoints } from '@studovna/core/contract/learner-endpoints';
import { isRoute } from '@studovna/core/contract/routes';

const byName = new Map(learnerEndpoints.map((endpoint) => [endpoint.name, endpoint]));

/**
 * The schema an answer of `endpoint` is read with: its own, or, for a route the app carries without its
 * schemas (decision 0039), the one of the contract's endpoint of that name. This module is loaded when the
 * first answer is read, not with the first screen, whose answers the page carries.
 */
export function responseSchemaOf(endpoint: EndpointDefinition): EndpointDefinition['response'] | undefined {
  return isRoute(endpoint) ? byName.get(endpoint.name)?.response : endpoint.response;
}
