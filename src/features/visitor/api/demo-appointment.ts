import { useMutation } from '@tanstack/react-query'
import { ContentPaths, demoAppointmentResponseSchema, type DemoAppointmentInput, type DemoAppointmentResponse } from '../../../contract/content'
import { api, type Endpoint } from '../../../lib/api'

// §7 POST {b2b}/b2b/demo_appointment: stores the lead (validated and rate-limited by the server).
export const demoAppointmentEndpoint: Endpoint<DemoAppointmentResponse> = {
  method: 'POST',
  base: 'b2b',
  path: ContentPaths.demoAppointment,
  data: demoAppointmentResponseSchema,
}

export function postDemoAppointment(input: DemoAppointmentInput): Promise<DemoAppointmentResponse> {
  return api.request(demoAppointmentEndpoint, { body: input })
}

export function useDemoAppointment() {
  return useMutation({ mutationFn: postDemoAppointment })
}
