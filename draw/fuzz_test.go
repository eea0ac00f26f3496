package draw_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// stepFrom builds a step from data, four bytes an item: a kind
// (placement, elimination, or pattern item of a role), then a cell, a
// house and a digit, each taken as they come, so that values out of
// range are met too.
func stepFrom(data []byte) sudoku.Step {
	s := sudoku.Step{Technique: sudoku.Technique(len(data) % 60), Rating: float64(len(data)) / 10}
	for ; len(data) >= 4; data = data[4:] {
		kind, cell, house, digit := data[0], int(int8(data[1])), int(int8(data[2])), data[3]
		switch kind % 10 {
		case 0:
			s.Placements = append(s.Placements, sudoku.Candidate{Cell: cell, Digit: digit})
		case 1:
			s.Eliminations = append(s.Eliminations, sudoku.Candidate{Cell: cell, Digit: digit})
		default:
			s.Pattern = append(s.Pattern, sudoku.PatternItem{Role: sudoku.Role(kind / 10),
				Cell: cell, House: house, Digit: digit})
		}
	}
	return s
}

// FuzzStep draws steps built from arbitrary bytes, with an arbitrary
// title and caption, on the position of a puzzle. Each is either
// refused with an *Error, having written nothing, or drawn as a
// well-formed SVG whose title is the one given.
func FuzzStep(f *testing.F) {
	f.Add([]byte{0, 40, 0xff, 5, 21, 41, 4, 0}, "A title", "a caption & <more>")
	f.Add([]byte{52, 10, 0xff, 3, 62, 20, 0xff, 3, 72, 22, 0xff, 4}, "chain", "")
	f.Add([]byte{12, 0xff, 26, 7, 22, 0xff, 9, 7, 32, 3, 0xff, 0, 200, 3, 0xff, 1}, "\x00bad\xff", "\t\n")
	f.Add([]byte{0, 81, 0xff, 1}, "", "")
	puzzle, err := sudoku.Parse(easyPuzzle)
	if err != nil {
		f.Fatal(err)
	}
	c, err := sudoku.NewCandidates(puzzle)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, title, caption string) {
		s := stepFrom(data)
		var b bytes.Buffer
		err := draw.Step(&b, puzzle, c, s, &draw.Options{Title: title, Caption: caption, IDPrefix: title})
		if err != nil {
			if !errors.Is(err, draw.ErrRange) || b.Len() != 0 {
				t.Fatalf("error %v, %d bytes written", err, b.Len())
			}
			return
		}
		root := checkSVG(t, b.Bytes())
		clean := strings.TrimSpace(title)
		if clean != "" && utf8.ValidString(title) && !strings.ContainsFunc(title, func(r rune) bool {
			return r < 0x20 || r >= 0xD800 && r < 0xE000 || r == 0xFFFE || r == 0xFFFF
		}) && root.children[0].text != clean {
			t.Fatalf("title %q, want %q", root.children[0].text, clean)
		}
	})
}

// FuzzRules draws puzzles read from their JSON form, with any rules that
// form can hold, seeded with the variant samples of the root package's
// testdata. A puzzle that reads is drawn as a well-formed SVG, or
// refused with an *Error having written nothing.
func FuzzRules(f *testing.F) {
	for _, name := range []string{"killer", "arrow", "jigsaw", "kropki", "xv", "thermo", "mixed"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "variants", name+".txt"))
		if err != nil {
			f.Fatal(err)
		}
		line, _, _ := strings.Cut(string(data), "\n")
		f.Add(line)
	}
	f.Add(`{"grid":"` + easyPuzzle + `","rules":{"windoku":true,"houses":[["r1c1","r9c9"]]}}`)
	f.Fuzz(func(t *testing.T, js string) {
		var p sudoku.Puzzle
		if err := json.Unmarshal([]byte(js), &p); err != nil {
			return
		}
		var b bytes.Buffer
		err := draw.Grid(&b, p.Grid, sudoku.Grid{}, &draw.Options{Rules: &p.Rules})
		if err != nil {
			if !errors.Is(err, draw.ErrRange) || b.Len() != 0 {
				t.Fatalf("error %v, %d bytes written", err, b.Len())
			}
			return
		}
		checkSVG(t, b.Bytes())
	})
}
