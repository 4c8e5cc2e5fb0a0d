// Search calls read public data only (issue 20's authorisation matrix; see src/test/authz.ts).
// search/details also counts the query towards hot searches: a public tally, owned by no one.
import { authzTable } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {},
  reads: ['searchHot', 'searchDetails', 'searchSuggest', 'searchRecommend'],
});
