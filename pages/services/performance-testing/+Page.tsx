import { ServicePage } from '../../../components/services/ServicePage.tsx'

/** /services/performance-testing: the service page template with this page's layout and texts. */
export default () => <ServicePage service="performance-testing" />
