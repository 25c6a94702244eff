/** The PWA's page paths: the one table in shared/, which the API's mail links use too. */
export { paths } from '@shared/routes/page-paths';
