import { z } from 'zod';
import { defineOperations } from './operation.js';
import { named } from './registry.js';
import { dateTime, idListQuery, listQuery, pageOf, uuid } from './shared.js';

/** A semantic version (`MAJOR.MINOR.PATCH[-pre][+build]`), as system releases are numbered. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const systemVersion = () => z.string().regex(SEMVER);

export const VersionSortMode = named('VersionSortMode', z.enum(['version_ascending', 'version_descending']));

export const SetTargetReleaseParams = named(
  'SetTargetReleaseParams',
  z.object({ system_version: systemVersion() }),
);

export const TufRepo = named(
  'TufRepo',
  z.object({
    file_name: z.string(),
    /** SHA-256 of the repository archive, as 64 hex digits. */
    hash: z.string(),
    system_version: systemVersion(),
    time_created: dateTime(),
  }),
);
export const TufRepoResultsPage = pageOf('TufRepoResultsPage', TufRepo);
export const TufRepoUploadStatus = named('TufRepoUploadStatus', z.enum(['already_exists', 'inserted']));
export const TufRepoUpload = named('TufRepoUpload', z.object({ repo: TufRepo, status: TufRepoUploadStatus }));

export const TargetRelease = named(
  'TargetRelease',
  z.object({ time_requested: dateTime(), version: systemVersion() }),
);
export const UpdateStatus = named(
  'UpdateStatus',
  z.object({
    /** How many components run each release version, keyed by version. */
    components_by_release_version: z.record(z.string(), z.int().min(0).meta({ format: 'uint' })),
    contact_support: z.boolean(),
    suspended: z.boolean(),
    target_release: TargetRelease.nullable(),
    time_last_step_planned: dateTime(),
  }),
);

/** A TUF root role document: free-form JSON the platform verifies. */
export const UpdatesTrustRoot = named(
  'UpdatesTrustRoot',
  z.object({ id: uuid(), root_role: z.unknown(), time_created: dateTime() }),
);
export const UpdatesTrustRootResultsPage = pageOf('UpdatesTrustRootResultsPage', UpdatesTrustRoot);
/**
 * The body of `system_update_trust_root_create`: a TUF root role document. The platform inlines it as a
 * free-form schema; the contract needs a name for every JSON body, so it gets this one (not a platform name).
 */

const tag = 'system/update';
const trustRootId = { trust_root_id: uuid() };

export const systemUpdateOperations = defineOperations({
  system_update_recovery_finish: {
    method: 'put',
    path: '/v1/system/update/recovery-finish',
    tag,
    summary: 'Finish a manual recovery and resume automatic updates',
    body: SetTargetReleaseParams,
    status: 204,
  },
  system_update_repository_list: {
    method: 'get',
    path: '/v1/system/update/repositories',
    tag,
    summary: 'List uploaded system release repositories',
    query: listQuery(VersionSortMode),
    status: 200,
    response: TufRepoResultsPage,
  },
  system_update_repository_upload: {
    method: 'put',
    path: '/v1/system/update/repositories',
    tag,
    summary: 'Upload a system release repository',
    query: { file_name: z.string() },
    bodyEncoding: 'binary',
    status: 200,
    response: TufRepoUpload,
  },
  system_update_repository_view: {
    method: 'get',
    path: '/v1/system/update/repositories/{system_version}',
    tag,
    summary: 'Fetch a system release repository by version',
    pathParams: { system_version: systemVersion() },
    status: 200,
    response: TufRepo,
  },
  system_update_status: {
    method: 'get',
    path: '/v1/system/update/status',
    tag,
    summary: 'Fetch the system update status',
    status: 200,
    response: UpdateStatus,
  },
  target_release_update: {
    method: 'put',
    path: '/v1/system/update/target-release',
    tag,
    summary: 'Set the target release',
    body: SetTargetReleaseParams,
    status: 204,
  },
  system_update_trust_root_list: {
    method: 'get',
    path: '/v1/system/update/trust-roots',
    tag,
    summary: 'List trusted update root roles',
    query: idListQuery,
    status: 200,
    response: UpdatesTrustRootResultsPage,
  },
  system_update_trust_root_create: {
    method: 'post',
    path: '/v1/system/update/trust-roots',
    tag,
    summary: 'Add a trusted update root role',
    body: z.unknown(),
    status: 201,
    response: UpdatesTrustRoot,
  },
  system_update_trust_root_view: {
    method: 'get',
    path: '/v1/system/update/trust-roots/{trust_root_id}',
    tag,
    summary: 'Fetch a trusted update root role',
    pathParams: trustRootId,
    status: 200,
    response: UpdatesTrustRoot,
  },
  system_update_trust_root_delete: {
    method: 'delete',
    path: '/v1/system/update/trust-roots/{trust_root_id}',
    tag,
    summary: 'Remove a trusted update root role',
    pathParams: trustRootId,
    status: 204,
  },
});
