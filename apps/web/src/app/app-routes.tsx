// Builds the router from the domain route table: each route gets its page, or the not-yet page.
import { HOME_PATH, routeTable } from '@warden/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/spinner/spinner.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { pages } from './pages.tsx';
import { AppLayout } from './shell/app-layout.tsx';

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {routeTable.map((entry) => {
          const Page = pages[entry.pattern];
          return (
            <Route
              key={entry.id}
              path={entry.pattern}
              element={
                Page ? (
                  <Suspense fallback={<Spinner label={t('loading')} />}>
                    <Page />
                  </Suspense>
                ) : (
                  <NotFoundPage planned />
                )
              }
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
