export { api, setApiEffects } from './instance'
export { createApiClient, type ApiClient, type ApiEffects, type Endpoint, type RequestOptions } from './client'
export { ApiError, DEFAULT_MESSAGES, isApiError, type ApiErrorKind } from './errors'
