//go:build !unix

package sudoku

import "time"

// processCPU returns 0: the processor time is read on unix only.
func processCPU() time.Duration { return 0 }
