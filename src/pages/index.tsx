import React from 'react';
import Layout from '@theme/Layout';
import HomePage from '@site/src/components/HomePage';

export default function Home(): React.ReactNode {
  return (
    <Layout
      title="Vendure documentation"
      description="Guides, API reference and user guide for Vendure, the open-source headless commerce framework."
    >
      <HomePage />
    </Layout>
  );
}
