import { ServicePage } from '../../../components/services/ServicePage.tsx'

/** /services/nearshore: the service page template with this page's layout and texts. */
export default () => <ServicePage service="nearshore" />
