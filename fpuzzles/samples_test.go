package fpuzzles_test

// No test of this package samples: it imports the flag -allsamples so
// that go test ./... -allsamples runs here too.
import _ "github.com/sudokugo/sudoku/internal/allsamples"
