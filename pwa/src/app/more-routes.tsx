import { isValidElement, Suspense, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { SiteLayout } from './layout/site-layout';
import { PageCodeLoading } from '@/components/ui/spinner';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { paths } from '@/config/paths';

/**
 * Every route but the landing page, in a chunk of its own (router.tsx loads it for any other address):
 * the landing page's first load carries none of this table. Each screen is again its own chunk.
 */
const SubmissionSuccess = lazyWithPreload(() => import('./routes/funnel/submission-success'));
const ThankYou = lazyWithPreload(() => import('./routes/funnel/thank-you'));
const ThankYouConfirmed = lazyWithPreload(() => import('./routes/funnel/thank-you-confirmed'));
const Confirm = lazyWithPreload(() => import('./routes/funnel/confirm'));
const ConfirmPage = lazyWithPreload(() => import('./routes/funnel/confirm-page'));
const ConfirmRequest = lazyWithPreload(() => import('./routes/funnel/confirm-request'));
const DirectConfirm = lazyWithPreload(() => import('./routes/funnel/direct-confirm'));
const RequestPage = lazyWithPreload(() => import('./routes/funnel/request'));
const PrivacyPolicy = lazyWithPreload(() => import('./routes/legal/privacy-policy'));
const TermsOfService = lazyWithPreload(() => import('./routes/legal/terms-of-service'));
const Disclaimer = lazyWithPreload(() => import('./routes/legal/disclaimer'));
const Sales = lazyWithPreload(() => import('./routes/funnel/sales'));
const FirstReading = lazyWithPreload(() => import('./routes/funnel/first-reading'));
const Payment = lazyWithPreload(() => import('./routes/funnel/payment'));
const PaymentThankYou = lazyWithPreload(() => import('./routes/funnel/payment-thank-you'));
const Upsell = lazyWithPreload(() => import('./routes/funnel/upsell'));
const Onboarding = lazyWithPreload(() => import('./routes/funnel/onboarding'));
const Complete = lazyWithPreload(() => import('./routes/funnel/complete'));
const Products = lazyWithPreload(() => import('./routes/shop/products'));
const Product = lazyWithPreload(() => import('./routes/shop/product'));
const Order = lazyWithPreload(() => import('./routes/shop/order'));
const NewReading = lazyWithPreload(() => import('./routes/shop/new-reading'));
const Login = lazyWithPreload(() => import('./routes/account/login'));
const Dashboard = lazyWithPreload(() => import('./routes/account/dashboard'));
const ReadingResult = lazyWithPreload(() => import('./routes/account/reading-result'));
const AudioExperience = lazyWithPreload(() => import('./routes/account/audio-experience'));
const PremiumReading = lazyWithPreload(() => import('./routes/account/premium-reading'));
const Questionnaire = lazyWithPreload(() => import('./routes/account/questionnaire'));
const ResetPassword = lazyWithPreload(() => import('./routes/account/reset-password'));
const Admin = lazyWithPreload(() => import('./routes/admin/admin'));
const AdminProducts = lazyWithPreload(() => import('./routes/admin/admin-products'));
const ExportData = lazyWithPreload(() => import('./routes/admin/export'));
const UsersTable = lazyWithPreload(() => import('./routes/admin/users-table'));
const TestConfirm = lazyWithPreload(() => import('./routes/admin/test-confirm'));
const DailyHoroscope = lazyWithPreload(() => import('./routes/horoscope/daily-horoscope'));
const SignHoroscope = lazyWithPreload(() => import('./routes/horoscope/sign-horoscope'));
const HoroscopeUnsubscribe = lazyWithPreload(() => import('./routes/horoscope/unsubscribe'));
const HoroscopeConfirm = lazyWithPreload(() => import('./routes/horoscope/confirm'));
const NotFound = lazyWithPreload(() => import('./routes/not-found'));
// The staff area's own frame, loaded with the first staff page: the shop never carries it.
const StaffLayout = lazyWithPreload(() => import('@/features/admin/components/staff-layout'));

/** The staff layout has no frame around it while it loads: its own chunk, so its own fallbacks. */
const StaffArea = Object.assign(
  function StaffArea() {
    return (
      <RouteErrorBoundary>
        <Suspense fallback={<PageCodeLoading />}>
          <StaffLayout />
        </Suspense>
      </RouteErrorBoundary>
    );
  },
  { preload: StaffLayout.preload },
);

const routes = (
  <>
    <Route element={<SiteLayout />}>
      <Route path={paths.submissionSuccess.pattern} element={<SubmissionSuccess />} />
      <Route path={paths.thankYou.pattern} element={<ThankYou />} />
      <Route path={paths.thankYouConfirmed.pattern} element={<ThankYouConfirmed />} />
      <Route path={paths.confirm.pattern} element={<Confirm />} />
      <Route path={paths.confirmPage.pattern} element={<ConfirmPage />} />
      <Route path={paths.confirmRequest.pattern} element={<ConfirmRequest />} />
      <Route path={paths.directConfirm.pattern} element={<DirectConfirm />} />
      <Route path={paths.request.pattern} element={<RequestPage />} />
      <Route path={paths.privacyPolicy.pattern} element={<PrivacyPolicy />} />
      <Route path={paths.termsOfService.pattern} element={<TermsOfService />} />
      <Route path={paths.disclaimer.pattern} element={<Disclaimer />} />
      <Route path={paths.sales.pattern} element={<Sales />} />
      <Route path={paths.firstReading.pattern} element={<FirstReading />} />
      <Route path={paths.payment.pattern} element={<Payment />} />
      <Route path={paths.paymentThankYou.pattern} element={<PaymentThankYou />} />
      <Route path={paths.upsell.pattern} element={<Upsell />} />
      <Route path={paths.onboarding.pattern} element={<Onboarding />} />
      <Route path={paths.complete.pattern} element={<Complete />} />
      <Route path={paths.products.pattern} element={<Products />} />
      <Route path={paths.product.pattern} element={<Product />} />
      <Route path={paths.order.pattern} element={<Order />} />
      <Route path={paths.newReading.pattern} element={<NewReading />} />
      <Route path={paths.login.pattern} element={<Login />} />
      <Route path={paths.dashboard.pattern} element={<Dashboard />} />
      <Route path={paths.newDashboard.pattern} element={<Navigate to={paths.dashboard.href()} replace />} />
      <Route path={paths.readingResult.pattern} element={<ReadingResult />} />
      <Route path={paths.audioExperience.pattern} element={<AudioExperience />} />
      <Route path={paths.premiumSoulmateReading.pattern} element={<PremiumReading />} />
      <Route path={paths.premiumReading.pattern} element={<PremiumReading />} />
      {paths.questionnaires.patterns.map((pattern) => (
        <Route key={pattern} path={pattern} element={<Questionnaire />} />
      ))}
      <Route path={paths.resetPassword.pattern} element={<ResetPassword />} />
      <Route path={paths.horoscope.pattern} element={<DailyHoroscope />} />
      <Route path={paths.horoscopeUnsubscribe.pattern} element={<HoroscopeUnsubscribe />} />
      <Route path={paths.horoscopeConfirm.pattern} element={<HoroscopeConfirm />} />
      <Route path={paths.horoscopeSign.pattern} element={<SignHoroscope />} />
      <Route path="*" element={<NotFound />} />
    </Route>
    <Route element={<StaffArea />}>
      <Route path={paths.admin.pattern} element={<Admin />} />
      <Route path={paths.adminProducts.pattern} element={<AdminProducts />} />
      <Route path={paths.exportData.pattern} element={<ExportData />} />
      <Route path={paths.usersTable.pattern} element={<UsersTable />} />
      <Route path={paths.testConfirm.pattern} element={<TestConfirm />} />
    </Route>
  </>
);

export default function MoreRoutes() {
  return <Routes>{routes}</Routes>;
}

/** Loads the code of the page at `pathname` and of its layout, for a first render that does not wait. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  return Promise.all(matches.map(({ route }) => preloadOf(route.element)));
}

function preloadOf(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as Partial<PreloadableComponent>;
  return typeof type.preload === 'function' ? type.preload() : undefined;
}
