/** Reloads the page; swapped in tests. */
export const page = {
  reload() {
    window.location.reload();
  },
};
