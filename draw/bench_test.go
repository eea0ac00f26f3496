package draw_test

import (
	"io"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// BenchmarkDraw times the drawings: a puzzle, a position with its pencil
// marks, a chain step, a killer, and an HTML sheet of eight puzzles with
// answers. It reports the bytes of SVG or HTML written per drawing.
func BenchmarkDraw(b *testing.B) {
	easy := mustParse(b, easyPuzzle)
	hard := mustParse(b, hardPuzzle)
	start, err := sudoku.NewCandidates(hard)
	if err != nil {
		b.Fatal(err)
	}
	aicPuzzle := puzzleWith(b, sudoku.AIC)
	c, aic := stepAt(b, aicPuzzle, -1, sudoku.AIC)
	killer := variant(b, sudoku.KillerLayout, nil, 1)
	sheet := &draw.Sheet{}
	sol := sudoku.Solve(easy, 1)[0]
	for range 8 {
		sheet.Puzzles = append(sheet.Puzzles, sudoku.Puzzle{Grid: easy})
		sheet.Solutions = append(sheet.Solutions, sol)
	}
	benches := []struct {
		name string
		draw func(w io.Writer) error
	}{
		{"puzzle", func(w io.Writer) error { return draw.Grid(w, easy, sudoku.Grid{}, nil) }},
		{"position", func(w io.Writer) error { return draw.Position(w, hard, start, nil) }},
		{"step-aic", func(w io.Writer) error { return draw.Step(w, aicPuzzle, c, aic, nil) }},
		{"killer", func(w io.Writer) error {
			return draw.Grid(w, killer.Puzzle, sudoku.Grid{}, &draw.Options{Rules: killer.Rules})
		}},
		{"sheet-8", sheet.WriteHTML},
	}
	for _, bb := range benches {
		b.Run(bb.name, func(b *testing.B) {
			var cw countWriter
			b.ReportAllocs()
			for b.Loop() {
				if err := bb.draw(&cw); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cw)/float64(b.N), "bytes/drawing")
		})
	}
}

// countWriter counts the bytes written to it.
type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}
