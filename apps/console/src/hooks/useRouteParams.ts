import { getRouteApi } from '@tanstack/react-router';

// The routes whose params the pages below them read, each through the router's own types: a page rendered
// anywhere else fails loudly instead of reading `undefined`.
const projectRoute = getRouteApi('/_app/projects/$project');
const instanceRoute = getRouteApi('/_app/projects/$project/instances/$instance');
const vpcRoute = getRouteApi('/_app/projects/$project/vpcs/$vpc');
const affinityGroupRoute = getRouteApi('/_app/projects/$project/affinity/$antiAffinityGroup');
const siloRoute = getRouteApi('/_app/system/silos/$silo');

/** The project of every page under `/projects/$project`. */
export const useProjectParam = () => projectRoute.useParams().project;

/** The project and instance of every page under an instance. */
export const useInstanceParams = () => instanceRoute.useParams();

/** The project and VPC of every page under a VPC (its tabs, subnets, routers, gateways and rules). */
export const useVpcParams = () => vpcRoute.useParams();

/** The project and group of every page under an anti-affinity group. */
export const useAffinityParams = () => affinityGroupRoute.useParams();

/** The silo of every page under `/system/silos/$silo`. */
export const useSiloSelector = () => siloRoute.useParams().silo;
