import { test } from 'node:test';
import assert from 'node:assert/strict';

// The module's types reach the Dashboard's `@/vdb` path aliases (resolved by its Vite build only), so the
// strict type check of tests/ reads it through this narrow shape; at run time it is the shipped source.
interface NavMenuItem {
    id: string;
    title: string;
    url?: string;
    order?: number;
    placement?: 'top' | 'bottom';
    items?: NavMenuItem[];
    [key: string]: unknown;
}
type NavMenuSection = NavMenuItem;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addNavMenuItem, addNavMenuSection, getNavMenuConfig, setNavMenuConfig } = require('../../../node_modules/@vendure/dashboard/src/lib/framework/nav-menu/nav-menu-extensions.js') as {
    addNavMenuItem(item: NavMenuItem, sectionId: string): void;
    addNavMenuSection(section: NavMenuSection): void;
    getNavMenuConfig(): { sections: Array<NavMenuSection | NavMenuItem> };
    setNavMenuConfig(config: { sections: Array<NavMenuSection | NavMenuItem> }): void;
};

function reset() {
    setNavMenuConfig({
        sections: [
            { id: 'insights', title: 'Insights', url: '/', placement: 'top', order: 100 },
            {
                id: 'sales',
                title: 'Sales',
                placement: 'top',
                order: 300,
                items: [{ id: 'orders', title: 'Orders', url: '/orders', order: 100 }],
            },
        ],
    });
}

function section(id: string): NavMenuSection | NavMenuItem | undefined {
    return getNavMenuConfig().sections.find(s => s.id === id);
}

test('unknown-section-dropped: an item for an unknown sectionId is dropped without a message', () => {
    reset();
    const before = JSON.stringify(getNavMenuConfig());
    const warn = console.warn;
    const error = console.error;
    let logged = 0;
    console.warn = () => void logged++;
    console.error = () => void logged++;
    try {
        addNavMenuItem({ id: 'x', title: 'X', url: '/x' }, 'no-such-section');
    } finally {
        console.warn = warn;
        console.error = error;
    }
    assert.equal(JSON.stringify(getNavMenuConfig()), before);
    assert.equal(logged, 0);
});

test('same-id-replaces: an item with an existing id replaces it in that section', () => {
    reset();
    addNavMenuItem({ id: 'orders', title: 'My orders', url: '/my-orders' }, 'sales');
    const sales = section('sales');
    assert.ok(sales && 'items' in sales);
    assert.deepEqual(
        sales.items?.map(i => [i.id, i.title]),
        [['orders', 'My orders']],
    );
});

test('insights-replaced: an item added to the insights id takes its place, without a placement', () => {
    reset();
    addNavMenuItem({ id: 'report', title: 'Report', url: '/report' }, 'insights');
    assert.equal(section('insights'), undefined);
    const entry = getNavMenuConfig().sections[0];
    assert.equal(entry.id, 'report');
    assert.equal(entry.placement, undefined);
});

test('section-then-items: a section must exist before items can join it', () => {
    reset();
    addNavMenuItem({ id: 'picking', title: 'Picking', url: '/warehouse/picking' }, 'warehouse');
    addNavMenuSection({ id: 'warehouse', title: 'Warehouse', placement: 'top', order: 350, items: [] });
    const early = section('warehouse');
    assert.ok(early && 'items' in early);
    assert.equal(early.items?.length, 0);
    addNavMenuItem({ id: 'picking', title: 'Picking', url: '/warehouse/picking' }, 'warehouse');
    const late = section('warehouse');
    assert.ok(late && 'items' in late);
    assert.equal(late.items?.length, 1);
});
