// Leaving for the gateway's pay page: a full-page navigation, as with every Chinese cashier
// (a popup would be blocked, and the gateway sends the user back to our return URL).
export const payNavigator = {
  go(url: string): void {
    window.location.assign(url);
  },
};
