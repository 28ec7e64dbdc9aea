import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Channel, LanguageCode, Product, ProductTranslation, PromotionCondition, RequestContext } from '@vendure/core';
import { translateEntity } from '@vendure/core/dist/service/helpers/utils/translate-entity';

function ctxFor(languageCode: LanguageCode, channelDefault: LanguageCode): RequestContext {
  return new RequestContext({
    apiType: 'admin',
    channel: new Channel({ id: 1, code: 'c', defaultLanguageCode: channelDefault }),
    languageCode,
    isAuthorized: true,
    authorizedAsOwnerOnly: false,
  });
}

test('operation-texts: descriptions follow the content language, then the channel default, then English, then any', () => {
  const condition = new PromotionCondition({
    code: 'demo',
    description: [
      { languageCode: LanguageCode.en, value: 'English text' },
      { languageCode: LanguageCode.fr, value: 'Texte français' },
      { languageCode: LanguageCode.es, value: 'Texto español' },
    ],
    args: {},
    check: () => true,
  });
  assert.equal(condition.toGraphQlType(ctxFor(LanguageCode.es, LanguageCode.fr)).description, 'Texto español');
  assert.equal(condition.toGraphQlType(ctxFor(LanguageCode.de, LanguageCode.fr)).description, 'Texte français');
  assert.equal(condition.toGraphQlType(ctxFor(LanguageCode.de, LanguageCode.it)).description, 'English text');
  const onlyGerman = new PromotionCondition({
    code: 'demo2',
    description: [{ languageCode: LanguageCode.de, value: 'Nur Deutsch' }],
    args: {},
    check: () => true,
  });
  assert.equal(onlyGerman.toGraphQlType(ctxFor(LanguageCode.fr, LanguageCode.it)).description, 'Nur Deutsch');
});

test('field-fallback: an empty field of a translation is filled from the fallback language', () => {
  const product = new Product({
    id: 1,
    translations: [
      new ProductTranslation({ languageCode: LanguageCode.en, name: 'Lamp', slug: 'lamp', description: 'A lamp' }),
      new ProductTranslation({ languageCode: LanguageCode.de, name: 'Lampe', slug: 'lampe', description: '' }),
    ],
  });
  const german = translateEntity(product, [LanguageCode.de, LanguageCode.en]);
  assert.equal(german.name, 'Lampe');
  assert.equal(german.description, 'A lamp');
  const french = translateEntity(product, [LanguageCode.fr, LanguageCode.en]);
  assert.equal(french.name, 'Lamp');
});
